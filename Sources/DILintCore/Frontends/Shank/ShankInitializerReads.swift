import SwiftSyntax

/// Which `@Inject` properties resolve for certain while their owner is built. A module builds its value
/// with one of the type's initializers, and an initializer may read a property only on some paths, so a
/// property counts only when every initializer of the type (in its file) reads it on every path: then a
/// cycle through it overflows the stack whichever initializer the module calls. A property read by some
/// initializers only, or under a condition, stays a lazy edge: a cycle through it may never run.
final class ShankInitializerReads: ScopeTrackingVisitor {
    /// Per type path as written, the sure reads of each of its initializers that runs its own body.
    private var readsByInitializer: [[String]: [Set<String>]] = [:]
    /// Those of initializers that delegate (`self.init(…)`): they run another initializer's body too.
    private var delegatingReads: [[String]: [Set<String>]] = [:]

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
        return .skipChildren
    }

    /// Nested types' initializers are their own; closures and functions hold none of the owner's.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The properties every initializer of each type reads whatever path it takes.
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

    /// Turns the lazy wrapper requests that every initializer of their owner surely reads into init-time ones.
    static func markWrappersReadAtInit(_ requests: inout [RequestFact], tree: SourceFileSyntax, lines: LineTable) {
        guard requests.contains(where: { $0.timing == .lazy && $0.propertyName != nil }) else { return }
        let collector = ShankInitializerReads(lines: lines)
        collector.walk(tree)
        let read = collector.sureReads
        for index in requests.indices {
            guard requests[index].timing == .lazy, let name = requests[index].propertyName,
                  let owner = requests[index].ownerPath, read[owner]?.contains(name) == true else { continue }
            requests[index].timing = .initTime
        }
    }
}
