import SwiftParser
import SwiftSyntax

extension BehaviourPreservingEdit {
    /// Every function body of two or more statements written inside a `do { … }` of its own: the same
    /// statements, run in the same order, one scope deeper (as code does for a `catch`, or to limit a
    /// local's scope). Bodies that are one expression (an implicit return), hold a `defer` (it would run
    /// at the end of the `do`) or belong to a result builder are left alone.
    static let bodiesInDoBlocks = BehaviourPreservingEdit(name: "wrap every function body in a do block") { files in
        files.reduce(into: ProjectFiles()) { result, entry in
            result[entry.key] = entry.value
            guard isSwiftSource(entry.key) else { return }
            result[entry.key] = DoBlockWrapping().rewrite(Parser.parse(source: entry.value)).description
        }
    }
}

private final class DoBlockWrapping: SyntaxRewriter {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard let visited = super.visit(node).as(FunctionDeclSyntax.self) else { return super.visit(node) }
        guard let body = visited.body, body.statements.count >= 2, visited.attributes.isEmpty,
              !body.statements.contains(where: { $0.item.is(DeferStmtSyntax.self) }) else { return DeclSyntax(visited) }
        let inner = body.statements.trimmed
        let wrapped = Parser.parse(source: "do {\n\(inner.description)\n}").statements
        return DeclSyntax(visited.with(\.body, body.with(\.statements, wrapped)))
    }
}
