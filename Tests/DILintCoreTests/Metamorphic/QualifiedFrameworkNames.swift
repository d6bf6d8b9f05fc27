import SwiftParser
import SwiftSyntax

extension BehaviourPreservingEdit {
    /// The public types of each framework, as a project may write them qualified by the module (`@Dirk.Inject`,
    /// `Shank.Module { … }`, `Dirk.Factory<P> { … }`) when a name of its own or of another library clashes.
    /// Not Zerk's: its class `Zerk` hides the module's name, so `Zerk.Injected` names no type.
    static let frameworkTypeNames: [String: Set<String>] = [
        "Dirk": ["Module", "Factory", "Singleton", "Inject", "StateInject", "ObservableInject", "Resolve"],
        "Shank": ["Dependencies", "Module", "Inject"],
    ]

    /// In every file that imports exactly one of Dirk and Shank, each of that framework's types written
    /// with its module (`Module` → `Dirk.Module`, `@Inject` → `@Dirk.Inject`), unless the project declares a
    /// type of the name itself: the same types, spelled as a file must when another `Module` is in scope.
    static let qualifiedFrameworkNames = BehaviourPreservingEdit(name: "qualify every framework type with its module") { files in
        var declared: Set<String> = []
        for (path, text) in files where isSwiftSource(path) {
            for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                guard let previous = token.previousToken(viewMode: .sourceAccurate),
                      [.keyword(.class), .keyword(.struct), .keyword(.enum), .keyword(.protocol), .keyword(.typealias),
                       .keyword(.actor)].contains(previous.tokenKind),
                      case .identifier(let name) = token.tokenKind else { continue }
                declared.insert(name)
            }
        }
        return files.reduce(into: ProjectFiles()) { result, entry in
            result[entry.key] = entry.value
            guard isSwiftSource(entry.key) else { return }
            let tree = Parser.parse(source: entry.value)
            let imported = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
                .filter { frameworkTypeNames[$0] != nil }
            guard Set(imported).count == 1, let framework = imported.first else { return }
            let names = frameworkTypeNames[framework]!.subtracting(declared)
            result[entry.key] = ModuleQualifying(module: framework, names: names).rewrite(tree).description
        }
    }

    /// A finding's text with the framework modules taken off the names `qualifiedFrameworkNames` qualified.
    static func namesUnqualified(_ text: String) -> String {
        frameworkTypeNames.reduce(text) { text, framework in
            framework.value.reduce(text) { $0.replacingOccurrences(of: "\(framework.key).\($1)", with: $1) }
        }
    }
}

/// `Name` → `Module.Name` where a type or an expression names one of `names` on its own.
private final class ModuleQualifying: SyntaxRewriter {
    let module: String
    let names: Set<String>

    init(module: String, names: Set<String>) {
        self.module = module
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard names.contains(node.name.text) else { return super.visit(node) }
        let qualified = MemberTypeSyntax(baseType: IdentifierTypeSyntax(name: .identifier(module)), name: node.name.trimmed,
                                         genericArgumentClause: node.genericArgumentClause.map { visit($0) })
        return TypeSyntax(qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard names.contains(node.baseName.text), node.argumentNames == nil,
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return super.visit(node) }
        let qualified = MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier(module)),
                                               declName: DeclReferenceExprSyntax(baseName: node.baseName.trimmed))
        return ExprSyntax(qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
