import SwiftParser
import SwiftSyntax

/// One analysed file read again with swift-syntax for what the generated tests must spell out and the
/// analysis keeps no fact of: the callables that bootstrap a container, a request's declaration as
/// written, the arguments of a `restore(with:)`, a custom storage's declaration, an enum's first case.
struct TestSourceFile {
    let path: String
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Array(text.utf8).withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    var imports: Set<String> {
        Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
    }

    struct BootstrapSite {
        /// Sites of a lower rank run first (Dirk starts before anything registers into it).
        var rank: Int
        var location: SourceLocation
        var callable: BootstrapCallable?
    }

    /// Where a framework's container is filled or started: Dirk `Dirk.start`, `Dirk.get().register`;
    /// Shank `.build()`; Zerk `Zerk.store`, plus the given registration sites (those into a custom storage).
    func bootstrapSites(of framework: Framework, registrations: [SourceLocation]) -> [BootstrapSite] {
        let finder = BootstrapSiteFinder(framework: framework)
        finder.walk(tree)
        var nodes = finder.sites
        for location in registrations where location.file == path {
            if let token = token(at: location) { nodes.append((0, Syntax(token))) }
        }
        return nodes.map { rank, node in
            BootstrapSite(rank: rank, location: self.location(of: node), callable: BootstrapCallable.enclosing(node))
        }
    }

    /// The property-wrapper declaration at a request: its attributes as written and the property's type, nil
    /// where the type is written relative to its owner (`Self.Dependency`), which a test outside it cannot say.
    func wrapperDeclaration(at location: SourceLocation, wrappers: Set<String>) -> (attributes: String, type: String?)? {
        guard let token = token(at: location) else { return nil }
        var current: Syntax? = Syntax(token)
        while let syntax = current, !syntax.is(VariableDeclSyntax.self) {
            if syntax.is(CodeBlockSyntax.self) || syntax.is(MemberBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) { return nil }
            current = syntax.parent
        }
        guard let variable = current?.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let type = variable.bindings.first?.typeAnnotation?.type else { return nil }
        let attributes = variable.attributes.compactMap { element -> String? in
            guard let attribute = element.as(AttributeSyntax.self),
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text, wrappers.contains(name) else { return nil }
            return attribute.trimmedDescription
        }
        let ownerRelative = type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
        return attributes.isEmpty ? nil : (attributes.joined(separator: " "), ownerRelative ? nil : type.trimmedDescription)
    }

    /// What `restore(with: …)` passes at a request: `.some(text)`; `.some(nil)` for a `restore()` without it;
    /// nil when no `restore` call is there.
    func restoreArguments(at location: SourceLocation) -> String?? {
        guard let token = token(at: location) else { return nil }
        var current: Syntax? = Syntax(token)
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self), calledName(call.calledExpression) == "restore" {
                if let with = call.arguments.first(where: { $0.label?.text == "with" }) { return .some(with.expression.trimmedDescription) }
                return .some(nil)
            }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// How code outside the app's types names a custom storage declared `let name = Zerk.newStorage()`:
    /// `name` at the top level, `Owner.name` as a static member; nil when it is declared elsewhere.
    func storageExpression(named name: String) -> String? {
        let finder = StorageDeclarationFinder(name: name)
        finder.walk(tree)
        return finder.expression
    }

    /// Each enum's first case without associated values, by the enum's name.
    var enumFirstCases: [String: String] {
        let finder = EnumFirstCaseFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.firstCases
    }

    /// The names of the protocols declared in the file.
    var protocolNames: Set<String> {
        let finder = ProtocolNameFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    private func token(at location: SourceLocation) -> TokenSyntax? {
        guard location.file == path, location.line >= 1 else { return nil }
        let position = converter.position(ofLine: location.line, column: location.column)
        return tree.token(at: position)
    }

    private func location(of node: Syntax) -> SourceLocation {
        let found = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: found.line, column: found.column)
    }
}

func calledName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
}

private final class BootstrapSiteFinder: SyntaxVisitor {
    let framework: Framework
    var sites: [(rank: Int, node: Syntax)] = []

    init(framework: Framework) {
        self.framework = framework
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        let base = node.base.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
        switch framework {
        case .dirk:
            if base == "Dirk" && name == "start" { sites.append((0, Syntax(node))) }
            if name == "register", let call = node.base?.as(FunctionCallExprSyntax.self),
               let get = call.calledExpression.as(MemberAccessExprSyntax.self), get.declName.baseName.text == "get",
               get.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dirk" {
                sites.append((1, Syntax(node)))
            }
        case .zerk:
            if base == "Zerk" && name == "store" { sites.append((0, Syntax(node))) }
        case .shank, .injectgrail:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if framework == .shank, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "build", node.arguments.isEmpty, node.trailingClosure == nil {
            sites.append((0, Syntax(node)))
        }
        return .visitChildren
    }
}

private final class StorageDeclarationFinder: SyntaxVisitor {
    let name: String
    var expression: String?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard expression == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
              let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "newStorage",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Zerk" else { return .visitChildren }
        var owners: [String] = []
        var current = node.parent
        while let syntax = current {
            if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) { return .skipChildren }
            if let declaration = syntax.asProtocol(NamedDeclSyntax.self), syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self)
                || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) {
                owners.insert(declaration.name.text, at: 0)
            } else if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                owners.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            current = syntax.parent
        }
        expression = (owners + [name]).joined(separator: ".")
        return .skipChildren
    }
}

private final class EnumFirstCaseFinder: SyntaxVisitor {
    var firstCases: [String: String] = [:]

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        if let first = cases.first, first.parameterClause == nil, firstCases[node.name.text] == nil {
            firstCases[node.name.text] = first.name.text
        }
        return .visitChildren
    }
}

private final class ProtocolNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .skipChildren
    }
}
