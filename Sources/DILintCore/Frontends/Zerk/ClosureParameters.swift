import SwiftSyntax

/// A closure's parameters, named or anonymous (`$0`, `$1`), and how its body uses them: what Swift's
/// overload resolution looks at when it picks a Zerk builder overload.
struct ClosureParameters {
    let names: [String]
    private let declaredTypes: [TypeRef?]
    private let references: [String: [DeclReferenceExprSyntax]]

    init(_ closure: ClosureExprSyntax) {
        let collector = ReferenceCollector()
        collector.walk(closure.statements)
        references = collector.references
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            names = list.map(\.name.text)
            declaredTypes = names.map { _ in nil }
        case .parameterClause(let clause)?:
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            declaredTypes = clause.parameters.map { $0.type.map { TypeRef(syntax: $0) } }
        case nil:
            let highest = collector.references.keys.compactMap { name -> Int? in
                name.hasPrefix("$") ? Int(name.dropFirst()) : nil
            }.max()
            names = highest.map { (0...$0).map { "$\($0)" } } ?? []
            declaredTypes = names.map { _ in nil }
        }
    }

    var count: Int { names.count }

    func isIgnored(_ position: Int) -> Bool { names[position] == "_" }

    func isDeclared(_ position: Int, as typeNames: Set<String>) -> Bool {
        guard let type = declaredTypes[position], case .named(let components) = type else { return false }
        return components.last.map { typeNames.contains($0.name) } ?? false
    }

    /// `storage.restore(…)` with this parameter as the receiver.
    func usesAsRestoreReceiver(_ position: Int) -> Bool {
        uses(position).contains { reference in
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == ZerkVocabulary.restore
        }
    }

    /// `arguments.name` reads of this parameter (dynamic member lookup).
    func memberReads(_ position: Int) -> [MemberAccessExprSyntax] {
        uses(position).compactMap { reference in
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                  member.declName.baseName.text != ZerkVocabulary.restore else { return nil }
            return member
        }
    }

    func readsMembers(_ position: Int) -> Bool { !memberReads(position).isEmpty }

    func isUnused(_ position: Int) -> Bool { !isIgnored(position) && uses(position).isEmpty }

    /// The parameter's type: declared, or the initializer parameter it is passed to.
    func type(of position: Int, enclosingTypePath: [String]) -> TypeSource {
        if let declared = declaredTypes[position] { return .written(declared) }
        var reason = "the closure parameter `\(names[position])` is not passed straight to an initializer"
        for reference in uses(position) {
            let source = ContextualType.of(ExprSyntax(reference), enclosingTypePath: enclosingTypePath)
            if case .unknown(let why) = source { reason = "the closure parameter `\(names[position])`: \(why)"; continue }
            return source
        }
        return .unknown(reason: reason)
    }

    func location(of position: Int, visitor: ScopeTrackingVisitor) -> SourceLocation? {
        uses(position).first.map { visitor.location(of: $0) }
    }

    private func uses(_ position: Int) -> [DeclReferenceExprSyntax] {
        guard position < names.count, names[position] != "_" else { return [] }
        return references[names[position]] ?? []
    }
}

/// Identifier references in a closure body, in source order, not counting nested closures' own `$0`.
private final class ReferenceCollector: SyntaxVisitor {
    var references: [String: [DeclReferenceExprSyntax]] = [:]
    private var nestedClosures = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        nestedClosures += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { nestedClosures -= 1 }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if nestedClosures == 0 || !name.hasPrefix("$") {
            references[name, default: []].append(node)
        }
        return .visitChildren
    }
}
