import SwiftSyntax

/// Records every type and member declaration with the lines it spans, named by its nesting path
/// (`CheckoutModel.init`, `Shop.Cart.total`), so findings can be fingerprinted by what they are in.
final class EnclosingDeclarationCollector: SyntaxVisitor {
    private let lines: LineTable
    private var path: [String] = []
    private(set) var declarations: [EnclosingDeclaration] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(from tree: SourceFileSyntax, lines: LineTable) -> [EnclosingDeclaration] {
        let collector = EnclosingDeclarationCollector(lines: lines)
        collector.walk(tree)
        return collector.declarations
    }

    private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        path.append(name)
        let first = lines.location(of: node).line
        let last = lines.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        declarations.append(EnclosingDeclaration(path: path, lines: first...max(first, last)))
        return .visitChildren
    }

    private func leave() { path.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leave() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter("init", node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter("subscript", node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return enter(names.isEmpty ? "var" : names.joined(separator: ","), node)
    }
    override func visitPost(_ node: VariableDeclSyntax) { leave() }
}

extension Array where Element == EnclosingDeclaration {
    /// The innermost declaration around `line`, as a dotted path; nil at top level.
    public func context(atLine line: Int) -> String? {
        // Collected outer before inner, so the last one that contains the line is the innermost.
        last(where: { $0.lines.contains(line) })?.path.joined(separator: ".")
    }
}
