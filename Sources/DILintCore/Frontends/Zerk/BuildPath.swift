import SwiftSyntax

/// Whether code in a builder closure runs every time the builder builds: not in a closure kept for later
/// (`onTap: { args.id }`), not on one branch of a condition, a loop's body, or after an early exit.
/// A read that may not run is no proof that every build reads.
enum BuildPath {
    static func runsOnEveryBuild(_ node: Syntax, in builder: ClosureExprSyntax) -> Bool {
        var child = node
        var current = node.parent
        while let parent = current, parent.id != builder.id {
            if let closure = parent.as(ClosureExprSyntax.self), !closure.runsImmediately { return false }
            if !runsWithParent(child, parent) { return false }
            if let items = parent.as(CodeBlockItemListSyntax.self), exitsBefore(child, in: items) { return false }
            child = parent
            current = parent.parent
        }
        return true
    }

    /// Whether `child` runs whenever `parent` does.
    private static func runsWithParent(_ child: Syntax, _ parent: Syntax) -> Bool {
        if let ternary = parent.as(TernaryExprSyntax.self) { return child.id == ternary.condition.id }
        // Unfolded, `c ? a : b` is a sequence `c`, `? a :`, `b`: `a` is the ternary's own child.
        if parent.is(UnresolvedTernaryExprSyntax.self) { return false }
        if let ifExpr = parent.as(IfExprSyntax.self) { return child.id == ifExpr.conditions.id }
        if let guardStmt = parent.as(GuardStmtSyntax.self) { return child.id == guardStmt.conditions.id }
        if let whileStmt = parent.as(WhileStmtSyntax.self) { return child.id == whileStmt.conditions.id }
        if let forStmt = parent.as(ForStmtSyntax.self) { return child.id == forStmt.sequence.id }
        if let switchExpr = parent.as(SwitchExprSyntax.self) { return child.id == switchExpr.subject.id }
        if parent.is(RepeatStmtSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(CatchClauseSyntax.self) {
            return false
        }
        if parent.is(OptionalChainingExprSyntax.self) { return true }
        // `a && args.x`, `a ?? args.x`, `c ? a : args.x`: what follows runs only for some values of the left.
        if let elements = parent.as(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) == true {
            var shortCircuited = false
            for element in elements {
                if element.id == child.id { return !shortCircuited }
                if let op = element.as(BinaryOperatorExprSyntax.self), ["&&", "||", "??"].contains(op.operator.text) {
                    shortCircuited = true
                }
                if element.is(UnresolvedTernaryExprSyntax.self) { shortCircuited = true }
            }
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), child.id == infix.rightOperand.id,
           let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["&&", "||", "??"].contains(op.operator.text) {
            return false
        }
        return true
    }

    /// Whether a statement before `child` in `items` may leave the builder (`if flag { return A() }`).
    private static func exitsBefore(_ child: Syntax, in items: CodeBlockItemListSyntax) -> Bool {
        for item in items {
            if item.id == child.id { return false }
            let finder = ExitFinder()
            finder.walk(item)
            if finder.found { return true }
        }
        return false
    }
}

/// A `return`, `throw` or `guard` outside nested closures and functions.
private final class ExitFinder: SyntaxVisitor {
    var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
