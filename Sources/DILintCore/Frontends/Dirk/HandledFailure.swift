import SwiftSyntax

/// Whether the error a resolver call throws (`notRegistered`, `notStarted`) is handled where the call is
/// written, so that a missing key is not a crash there: `try? inject()`, a `do` whose `catch` takes it
/// without crashing, `Result { try inject() }`, `Task { try inject() }`. Only what the enclosing function or
/// closure shows counts: a plain `try` that leaves it reaches callers dilint does not follow, and `try!` crashes.
enum HandledFailure {
    static func isHandled(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let tryExpr = parent.as(TryExprSyntax.self) ?? CoveringTry.preceding(child, in: parent) {
                switch tryExpr.questionOrExclamationMark?.tokenKind {
                case .postfixQuestionMark?: return true
                case .exclamationMark?: return false
                default: break
                }
            }
            if let doStmt = parent.as(DoStmtSyntax.self), child.id == doStmt.body.id {
                if doStmt.catchClauses.contains(where: catchesDirkErrorQuietly) { return true }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                // A closure run where it stands (`items.map { … }`) throws into the expression around it.
                if keepsErrorAsValue(closure) { return true }
                if !closure.runsImmediately { return false }
            } else if parent.ownsCodeBody || parent.is(MemberBlockSyntax.self) {
                return false
            }
            child = parent
        }
        return false
    }

    /// A clause that takes Dirk's errors (all errors, or `Dirk.Exception`) and does not crash or rethrow.
    private static func catchesDirkErrorQuietly(_ clause: CatchClauseSyntax) -> Bool {
        let takesDirkErrors = clause.catchItems.isEmpty || clause.catchItems.contains { item in
            guard item.whereClause == nil, let pattern = item.pattern else { return item.whereClause == nil }
            if pattern.is(WildcardPatternSyntax.self) { return true }
            if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                return binding.pattern.is(IdentifierPatternSyntax.self) || binding.pattern.is(WildcardPatternSyntax.self)
            }
            return pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == "Exception" || $0.text == "notRegistered" }
        }
        return takesDirkErrors && !CrashingStatements.contains(clause.body)
    }

    /// `Result { … }`, `Result(catching: { … })`, `Task { … }`, `Task.detached { … }`: the closure's error becomes a
    /// value (the result, the task's failure), never a crash.
    private static func keepsErrorAsValue(_ closure: ClosureExprSyntax) -> Bool {
        var call = closure.parent
        if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
        guard var called = call?.as(FunctionCallExprSyntax.self)?.calledExpression else { return false }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "detached", let base = member.base {
            called = base
        }
        let base = called.as(GenericSpecializationExprSyntax.self)?.expression ?? called
        return ["Result", "Task"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
    }
}

/// Statements that end the program or pass the error on: a catch clause holding one does not handle it.
private final class CrashingStatements: SyntaxVisitor {
    private static let crashingCalls: Set<String> = ["fatalError", "preconditionFailure", "precondition", "assertionFailure", "abort", "exit"]
    private var found = false

    static func contains(_ body: CodeBlockSyntax) -> Bool {
        let finder = CrashingStatements(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark { found = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.crashingCalls.contains(name) {
            found = true
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
