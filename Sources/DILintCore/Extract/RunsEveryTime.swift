import SwiftSyntax

/// Whether code runs every time the code around it runs: the steps a walk up from a request or a read
/// takes to ask whether every build of something reaches it. Not on one branch of a condition, not in a
/// loop's body (a `repeat` body runs at least once), not right of `&&`, `||` or `??`, not after a statement
/// that may leave.
enum RunsEveryTime {
    /// Whether `child` runs whenever `parent` does.
    static func withParent(_ child: Syntax, _ parent: Syntax) -> Bool {
        if let ternary = parent.as(TernaryExprSyntax.self) { return child.id == ternary.condition.id }
        // Unfolded, `c ? a : b` is a sequence `c`, `? a :`, `b`: `a` is the ternary's own child.
        if parent.is(UnresolvedTernaryExprSyntax.self) { return false }
        if let ifExpr = parent.as(IfExprSyntax.self) { return child.id == ifExpr.conditions.id }
        if let guardStmt = parent.as(GuardStmtSyntax.self) { return child.id == guardStmt.conditions.id }
        if let whileStmt = parent.as(WhileStmtSyntax.self) { return child.id == whileStmt.conditions.id }
        if let forStmt = parent.as(ForStmtSyntax.self) { return child.id == forStmt.sequence.id }
        if let switchExpr = parent.as(SwitchExprSyntax.self) { return child.id == switchExpr.subject.id }
        if parent.is(SwitchCaseSyntax.self) || parent.is(CatchClauseSyntax.self) { return false }
        // `a && x`, `a ?? x`, `c ? a : x`: what follows runs only for some values of the left.
        if let elements = parent.as(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) == true {
            for element in elements {
                if element.id == child.id { return true }
                if let op = element.as(BinaryOperatorExprSyntax.self), ["&&", "||", "??"].contains(op.operator.text) { return false }
                if element.is(UnresolvedTernaryExprSyntax.self) { return false }
            }
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), child.id == infix.rightOperand.id,
           let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["&&", "||", "??"].contains(op.operator.text) {
            return false
        }
        return true
    }

    /// Whether a statement before `child` in `items` may leave (`guard … else { return }`, `if done { return }`).
    static func mayExit(before child: Syntax, in items: CodeBlockItemListSyntax) -> Bool {
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
