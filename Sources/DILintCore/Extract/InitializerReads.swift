import SwiftSyntax

/// Which stored properties each type's initializers read while they run. A lazily resolved property
/// wrapper (`@Inject`, `@Injected`) that an initializer reads resolves while its owner is being built, so
/// its edge is init-time: a cycle through it overflows the stack for certain. What a closure written in the
/// initializer reads is not counted: it may run later (a stored handler, an observer). What a method the
/// initializer calls reads is not counted either: the bodies of such methods are mostly cut before the parse
/// (`UnreadBodies`), so the cycle stays a warning.
final class InitializerReads: ScopeTrackingVisitor {
    /// Names read by the initializers of each type, by the type's path as written.
    private(set) var namesRead: [[String]: Set<String>] = [:]

    /// Initializers sit in member blocks, and in code only inside braces: code without `{` is stepped over,
    /// and so is any node whose source never spells `init` (most members and bodies).
    private let braces: ByteOffsets?
    private let inits: ByteOffsets?
    private let codeKinds = CodeKinds()

    private init(lines: LineTable, braces: ByteOffsets?, inits: ByteOffsets?) {
        self.braces = braces
        self.inits = inits
        super.init(lines: lines)
    }

    /// `skipping: false` visits every node (what the skipping must equal).
    static func of(_ tree: SourceFileSyntax, lines: LineTable, skipping: Bool = true) -> [[String]: Set<String>] {
        let collector = InitializerReads(lines: lines, braces: skipping ? lines.offsets(of: "{") : nil,
                                         inits: skipping ? lines.starts(of: "init") : nil)
        collector.walk(tree)
        return collector.namesRead
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let braces, let inits else { return .visitChildren }
        let kind = node.kind
        if kind == .token || !inits.any(in: node) { return .skipChildren }
        return !codeKinds.isCodeOrClause(node, kind: kind) || braces.any(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        if let body = node.body {
            let reader = ReferencedNames()
            reader.walk(body)
            namesRead[typePath, default: []].formUnion(reader.namesRead(besides: node.signature.parameterClause))
        }
        return .visitChildren
    }

    /// `facts` with the lazy wrapper requests whose property an initializer reads turned init-time.
    static func markingWrappersReadAtInit(_ facts: FrameworkFacts, tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        var marked = facts
        markWrappersReadAtInit(&marked.requests, tree: tree, lines: lines)
        return marked
    }

    /// Turns the lazy wrapper requests whose property an initializer of their owner reads into init-time ones.
    static func markWrappersReadAtInit(_ requests: inout [RequestFact], tree: SourceFileSyntax, lines: LineTable) {
        guard requests.contains(where: { $0.timing == .lazy && $0.propertyName != nil }) else { return }
        let read = of(tree, lines: lines)
        for index in requests.indices {
            guard requests[index].timing == .lazy, let name = requests[index].propertyName,
                  let owner = requests[index].ownerPath, read[owner]?.contains(name) == true else { continue }
            requests[index].timing = .initTime
        }
    }
}

/// Names a code block reads as values as it runs: `self.x` and bare `x`, not in its closures and local
/// functions, which may run later.
final class ReferencedNames: SyntaxVisitor {
    var selfMembers: Set<String> = []
    var bareNames: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }

    /// What the block reads of its type's members: a bare name that is also a parameter reads the parameter.
    func namesRead(besides parameters: FunctionParameterClauseSyntax) -> Set<String> {
        let names = Set(parameters.parameters.map { ($0.secondName ?? $0.firstName).text })
        return selfMembers.union(bareNames.subtracting(names))
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.x` reads `x`; `other.x` does not read our property.
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                selfMembers.insert(node.baseName.text)
            }
            return .visitChildren
        }
        bareNames.insert(node.baseName.text)
        return .visitChildren
    }
}
