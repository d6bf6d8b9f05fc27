import SwiftSyntax

/// A visitor that knows, at every node, the enclosing nominal type path, the generic parameters in
/// scope, and the `#if` clauses around it. Extraction visitors subclass it so each stays about its
/// own concern.
class ScopeTrackingVisitor: SyntaxAnyVisitor {
    let lines: LineTable
    private(set) var typePath: [String] = []
    private(set) var genericParameters: [[String]] = []
    private(set) var conditions: [CompilationCondition] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    var scope: Scope {
        Scope(typePath: typePath, genericParameters: genericParameters.flatMap { $0 })
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation { lines.location(of: node) }

    // MARK: nominal scopes

    /// Called when entering a type or extension; subclasses override the `visit` methods and call
    /// `super` so the scope stays right.
    private func enter(_ names: [String], generics: [String]) {
        typePath += names
        genericParameters.append(generics)
    }

    private func leave(_ count: Int) {
        typePath.removeLast(count)
        genericParameters.removeLast()
    }

    /// Enters a class, struct, enum or actor: its name, and its own generic parameters in scope.
    private func enterNominal(_ node: some NamedDeclSyntax & WithGenericParametersSyntax) -> SyntaxVisitorContinueKind {
        enter([node.name.unquotedName], generics: node.genericParameterClause.genericNames)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(1) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(1) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(1) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(1) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter([node.name.unquotedName], generics: ["Self"])
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(1) }

    /// How many names each extension being walked added to `typePath`, so leaving it reads no syntax again.
    private var extensionDepths: [Int] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = TypeRef(syntax: node.extendedType).nominalPath ?? [node.extendedType.trimmedDescription]
        enter(path, generics: [])
        extensionDepths.append(path.count)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        leave(extensionDepths.removeLast())
    }

    // Generic functions and initializers bring their own parameters into scope.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        genericParameters.append(node.genericParameterClause.genericNames)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { genericParameters.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        genericParameters.append(node.genericParameterClause.genericNames)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { genericParameters.removeLast() }

    // MARK: #if

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(Self.condition(of: node, lines: lines))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    static func condition(of clause: IfConfigClauseSyntax, lines: LineTable) -> CompilationCondition {
        guard let block = clause.parent?.as(IfConfigClauseListSyntax.self) else {
            return CompilationCondition(blockID: "@\(lines.cuts.fileOffset(ofStart: clause.position.utf8Offset))", clause: 0, text: "?")
        }
        let clauses = Array(block)
        let index = clauses.firstIndex { $0.id == clause.id } ?? 0
        let blockID = "@\(lines.cuts.fileOffset(ofStart: block.position.utf8Offset))"
        let earlier = clauses[..<index].compactMap { $0.condition?.trimmedDescription }
        let own = clause.condition?.trimmedDescription
        let text: String
        switch (earlier.isEmpty, own) {
        case (true, let own?): text = own
        case (false, let own?): text = "!(\(earlier.joined(separator: " || "))) && \(own)"
        case (_, nil): text = "!(\(earlier.joined(separator: " || ")))"
        }
        // Active when every earlier clause is false and its own condition (none for `#else`) is true.
        let formula = BuildCondition.and(clauses[..<index].compactMap { $0.condition.map { .not(BuildConditionParser.parse($0)) } }
                                         + [clause.condition.map(BuildConditionParser.parse) ?? .constant(true)])
        return CompilationCondition(blockID: blockID, clause: index, text: text, clauseCount: clauses.count,
                                    hasElse: clauses.last?.condition == nil, formula: formula)
    }
}

extension Optional where Wrapped == GenericParameterClauseSyntax {
    var genericNames: [String] {
        guard let clause = self else { return [] }
        return clause.parameters.map(\.name.text)
    }
}
