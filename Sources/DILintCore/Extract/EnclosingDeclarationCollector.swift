import SwiftSyntax

/// Records the type and member declarations with the lines they span, named by their nesting path
/// (`CheckoutModel.init`, `Shop.Cart.total`), so findings can be fingerprinted by what they are in.
/// Findings sit only where the frontends' facts (and `dilint:` comments) point, so it runs after every
/// other reader of the file and steps over every node whose source reaches no line a location was handed
/// out for after the declaration collector (whose lines, the declarations' own, hold no finding): the
/// declarations around each such line are still recorded, in the same order, so `context(atLine:)` answers for those
/// lines as a walk of everything would (a declaration that spans no located line is never its answer).
/// Declarations nest in bodies and closures at any depth, but only inside braces: the walk also steps
/// over every other node whose source holds no `{` (most statements, expressions, signatures and types).
final class EnclosingDeclarationCollector: SyntaxAnyVisitor {
    private let lines: LineTable
    private let braces: ByteOffsets
    private let located: LineRanges
    private let codeKinds = CodeKinds()
    private var path: [String] = []
    /// How many function-like bodies the walk is inside: their local variables are not members.
    private var bodyDepth = 0
    /// Per declaration visited, what leaving it undoes.
    private var entries: [Entry] = []
    private(set) var declarations: [EnclosingDeclaration] = []

    private enum Entry {
        /// Stepped over (it reaches no located line), or a local variable (walked for what nests in it).
        case notRecorded
        /// Recorded; `body`: its bodies' variables are locals.
        case recorded(body: Bool)
    }

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

    /// Whether the node's source reaches a located line (an empty node is entered, as a full walk would).
    private func reaches(_ node: some SyntaxProtocol) -> Bool {
        node.totalLength.utf8Length == 0 || located.any(in: node)
    }

    /// Every node the overrides below do not record: entered only if it reaches a located line and can
    /// hold a declaration.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let kind = node.kind
        if kind == .token { return .skipChildren }
        guard reaches(node) else { return .skipChildren }
        guard codeKinds.isCodeOrClause(node, kind: kind) || kind == .codeBlock || kind == .accessorBlock else { return .visitChildren }
        return braces.any(in: node) ? .visitChildren : .skipChildren
    }

    /// Whether a declaration's own source (its trivia left out) reaches a located line: only then can it be a
    /// line's context, as the lines it is recorded with leave its trivia out too. With the trivia, a nested
    /// declaration whose leading line break sits on its parent's located first line would be recorded from
    /// a whole body and not from the same body cut out (`UnreadBodies`), and the two readings would differ.
    private func reachesItself(_ node: some SyntaxProtocol) -> Bool {
        node.totalLength.utf8Length == 0 || located.any(inTrimmed: node)
    }

    private func enter(_ name: @autoclosure () -> String, _ node: some SyntaxProtocol, body: Bool = false) -> SyntaxVisitorContinueKind {
        guard reachesItself(node) else {
            entries.append(.notRecorded)
            return .skipChildren
        }
        path.append(name())
        if body { bodyDepth += 1 }
        entries.append(.recorded(body: body))
        let first = lines.location(of: node).line
        let last = lines.location(ofEndOffset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        declarations.append(EnclosingDeclaration(path: path, lines: first...max(first, last)))
        return .visitChildren
    }

    private func leave() {
        guard case .recorded(let body) = entries.removeLast() else { return }
        if body { bodyDepth -= 1 }
        path.removeLast()
    }

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
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node, body: true) }
    override func visitPost(_ node: FunctionDeclSyntax) { leave() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter("init", node, body: true) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter("deinit", node, body: true) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leave() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter("subscript", node, body: true) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else {
            entries.append(.notRecorded)
            return reaches(node) ? .visitChildren : .skipChildren
        }
        // A property's getter and initializer are bodies too: locals inside them are not members.
        return enter(Self.name(of: node), node, body: true)
    }
    override func visitPost(_ node: VariableDeclSyntax) { leave() }

    private static func name(of node: VariableDeclSyntax) -> String {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return names.isEmpty ? "var" : names.joined(separator: ",")
    }
}

extension Array where Element == EnclosingDeclaration {
    /// The innermost declaration around `line`, as a dotted path; nil at top level.
    public func context(atLine line: Int) -> String? {
        // Collected outer before inner, so the last one that contains the line is the innermost.
        last(where: { $0.lines.contains(line) })?.path.joined(separator: ".")
    }
}
