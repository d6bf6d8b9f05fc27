import SwiftSyntax

/// Which stored properties resolve for certain while their owner is built. A lazily resolved property
/// wrapper (`@Inject`, `@Injected`) that an initializer reads resolves while its owner is being built, so
/// its edge is init-time: a cycle through it overflows the stack for certain. A provider builds its value
/// with one of the type's initializers, and an initializer may read a property only on some paths, so a
/// property counts only when every initializer of the type (in its file) reads it on every path
/// (`SureMemberReads`): a property read by some initializers only, under a condition, in a closure (it may
/// run later) or by a method the initializer calls (its body is mostly cut before the parse, `UnreadBodies`)
/// stays a lazy edge: a cycle through it is a warning.
final class InitializerReads: ScopeTrackingVisitor {
    /// Per type path as written, the sure reads of each of its initializers that runs its own body.
    private var readsByInitializer: [[String]: [Set<String>]] = [:]
    /// Those of initializers that delegate (`self.init(…)`): they run another initializer's body too.
    private var delegatingReads: [[String]: [Set<String>]] = [:]

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

    /// The properties every initializer of each type reads whatever path it takes. `skipping: false` visits
    /// every node (what the skipping must equal).
    static func of(_ tree: SourceFileSyntax, lines: LineTable, skipping: Bool = true) -> [[String]: Set<String>] {
        let collector = InitializerReads(lines: lines, braces: skipping ? lines.offsets(of: "{") : nil,
                                         inits: skipping ? lines.starts(of: "init") : nil)
        collector.walk(tree)
        return collector.sureReads
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let braces, let inits else { return .visitChildren }
        let kind = node.kind
        if kind == .token || !inits.any(in: node) { return .skipChildren }
        return !codeKinds.isCodeOrClause(node, kind: kind) || braces.any(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        // `required init?(coder:) { fatalError() }` builds nothing: it does not speak for the type.
        if let body = node.body, Self.neverReturns(body) { return .skipChildren }
        let reads = node.body.map { SureMemberReads.of($0, parameters: node.signature.parameterClause) } ?? []
        if let body = node.body, Self.delegates(body) {
            delegatingReads[typePath, default: []].append(reads)
        } else {
            readsByInitializer[typePath, default: []].append(reads)
        }
        // A local type's initializers, further in, are its own (the scope says whose).
        return .visitChildren
    }

    private var sureReads: [[String]: Set<String>] {
        var result: [[String]: Set<String>] = [:]
        for path in Set(readsByInitializer.keys).union(delegatingReads.keys) {
            // A delegating initializer runs a designated one, so the designated ones decide; only without
            // any in the file do the delegating ones' own reads speak.
            let sets = readsByInitializer[path] ?? delegatingReads[path] ?? []
            guard var common = sets.first else { continue }
            for set in sets.dropFirst() { common.formIntersection(set) }
            result[path] = common
        }
        return result
    }

    private static func neverReturns(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
            return ["fatalError", "preconditionFailure"].contains(callee.baseName.text)
        }
    }

    private static func delegates(_ body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.tokenKind == .keyword(.`init`),
                   node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { found = true }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// `facts` with the lazy wrapper requests whose property every initializer of the owner surely reads turned init-time.
    static func markingWrappersReadAtInit(_ facts: FrameworkFacts, tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        var marked = facts
        markWrappersReadAtInit(&marked.requests, tree: tree, lines: lines)
        return marked
    }

    /// Turns the lazy wrapper requests that every initializer of their owner surely reads into init-time ones.
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
