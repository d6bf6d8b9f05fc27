import SwiftSyntax

/// Whether a request written where its owner is built (an initializer, a stored property's initial value,
/// a provider's closure) runs every time the owner is built. Only such a request proves that building
/// recurses; one that runs for some builds only leaves the cycle uncertain:
/// - on a branch, in a loop's body, after an early exit, right of `&&`, `||` or `??`;
/// - in a parameter's default value, which the caller evaluates only when it leaves the argument out;
/// - in a struct `var`'s initial value, the default argument of the memberwise initializer;
/// - in an initializer a provider may not call: a convenience (or delegating) one, or one of several.
enum EveryBuildRequest {
    static func runsOnEveryBuild(_ node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        var inInitialValue = false
        while let parent = current {
            if parent.is(InitializerClauseSyntax.self) { inInitialValue = true }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return isTheOnlyBuildingInitializer(initializer) }
            if parent.is(FunctionParameterSyntax.self) { return false }
            if let variable = parent.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                return !(inInitialValue && isMemberwiseDefault(variable))
            }
            // A kept closure (a provider's builder, a handler) is where its own timing starts; one run where
            // it stands (`{ … }()`, `items.forEach { … }`) runs with the code around it.
            if let closure = parent.as(ClosureExprSyntax.self), !closure.runsImmediately { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
            if !runsWithParent(child, parent) { return false }
            if let items = parent.as(CodeBlockItemListSyntax.self), mayExit(before: child, in: items) { return false }
            child = parent
            current = parent.parent
        }
        return true
    }

    /// Whether `child` runs whenever `parent` does.
    private static func runsWithParent(_ child: Syntax, _ parent: Syntax) -> Bool {
        if let ternary = parent.as(TernaryExprSyntax.self) { return child.id == ternary.condition.id }
        // Unfolded, `c ? a : b` is a sequence `c`, `? a :`, `b`.
        if parent.is(UnresolvedTernaryExprSyntax.self) { return false }
        if let ifExpr = parent.as(IfExprSyntax.self) { return child.id == ifExpr.conditions.id }
        if let guardStmt = parent.as(GuardStmtSyntax.self) { return child.id == guardStmt.conditions.id }
        if let whileStmt = parent.as(WhileStmtSyntax.self) { return child.id == whileStmt.conditions.id }
        if let forStmt = parent.as(ForStmtSyntax.self) { return child.id == forStmt.sequence.id }
        if let switchExpr = parent.as(SwitchExprSyntax.self) { return child.id == switchExpr.subject.id }
        if parent.is(RepeatStmtSyntax.self) { return true }
        if parent.is(SwitchCaseSyntax.self) || parent.is(CatchClauseSyntax.self) { return false }
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

    /// Whether a statement before `child` may leave (`guard … else { return }`, `if done { return }`).
    private static func mayExit(before child: Syntax, in items: CodeBlockItemListSyntax) -> Bool {
        for item in items {
            if item.id == child.id { return false }
            if item.item.is(GuardStmtSyntax.self) { return true }
            let finder = ExitFinder()
            finder.walk(item)
            if finder.found { return true }
        }
        return false
    }

    private final class ExitFinder: SyntaxVisitor {
        var found = false
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// A struct's `var` with an initial value and no initializer of the struct's own: the memberwise
    /// initializer takes it as a defaulted argument.
    private static func isMemberwiseDefault(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              let members = variable.parent?.parent?.as(MemberBlockItemListSyntax.self),
              members.parent?.parent?.is(StructDeclSyntax.self) == true else { return false }
        return !members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// The initializer every build of its type runs: not a convenience or delegating one (another
    /// initializer does the building), and the only building one the type's declaration has.
    private static func isTheOnlyBuildingInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        guard builds(initializer) else { return false }
        guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return true }
        let building = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter(builds)
        return building.count <= 1
    }

    /// Whether an initializer builds instances itself: not `convenience`, not `self.init(…)`, and not a
    /// body that only traps (`required init?(coder:) { fatalError() }` never yields one).
    private static func builds(_ initializer: InitializerDeclSyntax) -> Bool {
        if initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) { return false }
        guard let body = initializer.body else { return true }
        if body.statements.count == 1, let call = body.statements.first?.item.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["fatalError", "preconditionFailure"].contains(name) {
            return false
        }
        let finder = SelfInitFinder()
        finder.walk(body)
        return !finder.found
    }

    private final class SelfInitFinder: SyntaxVisitor {
        var found = false
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.tokenKind == .keyword(.`init`), node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                found = true
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
