import SwiftSyntax

/// Records the type and member declarations with the lines they span, named by their nesting path
/// (`CheckoutModel.init`, `Shop.Cart.total`), so findings can be fingerprinted by what they are in.
/// Declarations nest in bodies and closures at any depth, but only inside braces: the walk steps over
/// every other node whose source holds no `{` (most statements, expressions, signatures and types).
/// Findings sit only where the file's facts point, so it runs after every other reader of the file and
/// also steps over code (bodies included) that reaches no line a location was handed out for: every
/// declaration around such a line is still recorded, in the same order, so `context(atLine:)` answers
/// for those lines as a walk of everything would.
final class EnclosingDeclarationCollector: SyntaxAnyVisitor {
    private let lines: LineTable
    private let braces: ByteOffsets
    private let located: LineRanges
    private let codeKinds = CodeKinds()
    private var path: [String] = []
    /// How many function-like bodies the walk is inside: their local variables are not members.
    private var bodyDepth = 0
    /// Per variable declaration, whether it was recorded (and so must be left).
    private var variableRecorded: [Bool] = []
    private(set) var declarations: [EnclosingDeclaration] = []

    init(lines: LineTable, braces: ByteOffsets, located: LineRanges) {
        self.lines = lines
        self.braces = braces
        self.located = located
        super.init(viewMode: .sourceAccurate)
    }

    /// Call it last: it looks only at the lines `lines` has located until now.
    static func collect(from tree: SourceFileSyntax, lines: LineTable, braces: ByteOffsets) -> [EnclosingDeclaration] {
        let located = lines.locatedLineRanges()
        if located.isEmpty { return [] }
        let collector = EnclosingDeclarationCollector(lines: lines, braces: braces, located: located)
        collector.walk(tree)
        return collector.declarations
    }

    /// Every node the overrides below do not record: entered only if it can hold a declaration.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let kind = node.kind
        guard codeKinds.isCodeOrClause(node, kind: kind) || kind == .codeBlock || kind == .accessorBlock else { return .visitChildren }
        return braces.any(in: node) && located.any(in: node) ? .visitChildren : .skipChildren
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
        // The bytes as written: `trimmedDescription` would build a new tree for the name.
        enter(lines.text(of: node.extendedType), node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node.name.text, node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveBody() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("init", node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveBody() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("deinit", node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveBody() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("subscript", node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveBody() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = bodyDepth == 0
        variableRecorded.append(isMember)
        guard isMember else { return .visitChildren }
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        // A property's getter and initializer are bodies too: locals inside them are not members.
        bodyDepth += 1
        return enter(names.isEmpty ? "var" : names.joined(separator: ","), node)
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if variableRecorded.removeLast() {
            bodyDepth -= 1
            leave()
        }
    }

    private func enterBody(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return enter(name, node)
    }

    private func leaveBody() {
        bodyDepth -= 1
        leave()
    }
}

extension Array where Element == EnclosingDeclaration {
    /// The innermost declaration around `line`, as a dotted path; nil at top level.
    public func context(atLine line: Int) -> String? {
        // Collected outer before inner, so the last one that contains the line is the innermost.
        last(where: { $0.lines.contains(line) })?.path.joined(separator: ".")
    }
}
