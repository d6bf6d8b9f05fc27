import SwiftSyntax

/// The member names an initializer body reads on every run: `self.x` and bare `x`. What runs only on
/// some paths is left out: the bodies of `if`, `switch`, loops and `do`; all after a `guard`, `return`,
/// `throw` or a `do` whose `catch` may leave; what follows `&&`, `||`, `??` or `?:`; the arguments of a
/// call through `?.`; closures, local functions and autoclosure arguments (`assert`). A name the body binds itself (a local, a parameter,
/// `if let`, a loop variable) may be that binding, so it is no read of the member. Leaving a read out
/// only leaves a cycle through it uncertain.
enum SureMemberReads {
    static func of(_ body: CodeBlockSyntax, parameters: FunctionParameterClauseSyntax) -> Set<String> {
        var bound = Set(parameters.parameters.map { ($0.secondName ?? $0.firstName).text })
        let binder = BoundNames()
        binder.walk(body)
        bound.formUnion(binder.names)
        return reads(of: body.statements).subtracting(bound)
    }

    /// Statements run in order until one may leave the block.
    private static func reads(of statements: CodeBlockItemListSyntax) -> Set<String> {
        var reads: Set<String> = []
        for item in statements {
            switch item.item {
            case .stmt(let statement):
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    if let first = guardStatement.conditions.first { reads.formUnion(expressionReads(first)) }
                    return reads
                }
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    if let value = returned.expression { reads.formUnion(expressionReads(value)) }
                    return reads
                }
                if let thrown = statement.as(ThrowStmtSyntax.self) {
                    reads.formUnion(expressionReads(thrown.expression))
                    return reads
                }
                // `do { … } catch { return }`: what follows runs only when nothing was thrown.
                if let doStatement = statement.as(DoStmtSyntax.self), doStatement.catchClauses.contains(where: { mayLeave($0.body) }) {
                    return reads
                }
                if let deferred = statement.as(DeferStmtSyntax.self) {
                    reads.formUnion(Self.reads(of: deferred.body.statements))
                } else if let loop = statement.as(WhileStmtSyntax.self), let first = loop.conditions.first {
                    reads.formUnion(expressionReads(first))
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    reads.formUnion(expressionReads(loop.sequence))
                } else if let expression = statement.as(ExpressionStmtSyntax.self) {
                    reads.formUnion(expressionReads(expression.expression))
                }
                // `repeat`, `do`, labelled statements and the rest: their bodies may stop early.
            case .expr(let expression):
                reads.formUnion(expressionReads(expression))
            case .decl(let declaration):
                // `let x = …` runs its value; `#if` runs a clause dilint does not pick, a local function later.
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let value = binding.initializer?.value { reads.formUnion(expressionReads(value)) }
                    }
                }
            }
        }
        return reads
    }

    /// Whether a block may leave the initializer: a `return` or `throw` in it (not in a closure).
    private static func mayLeave(_ block: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found
    }

    private static func expressionReads(_ node: some SyntaxProtocol) -> Set<String> {
        SureExpressionReads.names(in: node)
    }
}

/// The names an expression surely reads when it is evaluated.
private final class SureExpressionReads: SyntaxVisitor {
    var names: Set<String> = []
    /// Functions whose arguments are autoclosures, evaluated only when the check runs or fails.
    private static let autoclosureFunctions: Set<String> = [
        "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    /// A part is read by a visitor of its own: one walk at a time per visitor.
    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let reader = SureExpressionReads()
        reader.walk(node)
        return reader.names
    }

    private func walkPart(_ node: some SyntaxProtocol) { names.formUnion(Self.names(in: node)) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Only the condition of `if`/`switch` expressions and of `?:` is sure to run.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.conditions.first { walkPart(first) }
        return .skipChildren
    }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        walkPart(node.subject)
        return .skipChildren
    }
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        walkPart(node.condition)
        return .skipChildren
    }

    /// An unfolded operator sequence: everything after the first short-circuiting operator may not run.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) { break }
            if let operation = element.as(BinaryOperatorExprSyntax.self),
               ["&&", "||", "??"].contains(operation.operator.text) { break }
            walkPart(element)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
           Self.autoclosureFunctions.contains(callee.baseName.text) { return .skipChildren }
        // `a?.f(x)` evaluates `x` only when `a` is not nil.
        if node.calledExpression.containsOptionalChaining {
            walkPart(node.calledExpression)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.containsOptionalChaining {
            walkPart(node.calledExpression)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.x` reads `x`; `other.x` does not read our property.
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                names.insert(node.baseName.text)
            }
            return .visitChildren
        }
        names.insert(node.baseName.text)
        return .visitChildren
    }
}

/// Every name a body binds anywhere: `let`/`var`, `if let`, `guard let`, `for x in`, `case let x`.
private final class BoundNames: SyntaxVisitor {
    var names: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }
}

private extension ExprSyntax {
    var containsOptionalChaining: Bool {
        if self.is(OptionalChainingExprSyntax.self) { return true }
        return tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
    }
}
