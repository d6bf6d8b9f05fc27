import SwiftSyntax

/// A builder closure with an explicit `return` (`Dirk.start { … }`, Shank's `Dependencies { … }`), or the body
/// of a declaration that returns modules, is plain code: the modules it returns are evaluated from what its
/// statements do to local lists (`var modules = [A()]`, `modules.append(B())` in an `if` or a `for` over a
/// literal, `return modules`). Each module expression found is handed to `reference`, which reads it as a
/// builder element is read; a list or element that cannot be followed goes to `unread`. Branches of an `if`
/// or `switch` may each run: their modules count.
struct ModuleListEvaluation {
    /// A module expression, its `#if`s, and the run-time branch it is added in (nil: none).
    let reference: (ExprSyntax, [CompilationCondition], String?) -> Void
    let unread: (ExprSyntax) -> Void
    let lines: LineTable

    /// Whether the body is plain code rather than a builder body.
    static func returnsExplicitly(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { $0.item.is(ReturnStmtSyntax.self) }
    }

    private typealias Element = (expr: ExprSyntax, conditions: [CompilationCondition], branch: String?)

    private final class Locals {
        var lists: [String: [Element]] = [:]
    }

    /// More modules than any app starts: a list that grows past it (`modules += modules`, again and again)
    /// is cut there and the growth is unread, so crafted code cannot make the evaluation exponential.
    static let elementLimit = 1_000

    private func bounded(_ list: [Element], growingAt place: ExprSyntax) -> [Element] {
        guard list.count > Self.elementLimit else { return list }
        unread(place)
        return Array(list.prefix(Self.elementLimit))
    }

    func evaluate(_ statements: CodeBlockItemListSyntax, conditions: [CompilationCondition]) {
        let locals = Locals()
        run(statements, conditions: conditions, branch: nil, locals: locals)
    }

    /// A value that stands for modules (`[A(), b()]`, `local + [c]`): each element, as `evaluate` hands them on.
    func evaluate(value: ExprSyntax, conditions: [CompilationCondition]) {
        for element in elements(of: value, conditions: conditions, branch: nil, locals: Locals()) {
            reference(element.expr, element.conditions, element.branch)
        }
    }

    private func run(_ statements: CodeBlockItemListSyntax, conditions: [CompilationCondition], branch: String?, locals: Locals) {
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    locals.lists[name] = bounded(elements(of: value, conditions: conditions, branch: branch, locals: locals), growingAt: value)
                }
            } else if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { continue }
                for element in elements(of: value, conditions: conditions, branch: branch, locals: locals) {
                    reference(element.expr, element.conditions, element.branch)
                }
            } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    guard case .statements(let nested)? = clause.elements else { continue }
                    run(nested, conditions: conditions + [ScopeTrackingVisitor.condition(of: clause, lines: lines)], branch: branch, locals: locals)
                }
            } else if let loop = item.item.as(ForStmtSyntax.self) {
                forLoop(loop, conditions: conditions, branch: branch, locals: locals)
            } else if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                statement(expr, conditions: conditions, branch: branch, locals: locals)
            }
        }
    }

    /// `modules.append(x)`, `modules.append(contentsOf: [x, y])`, `modules += [x]`, and `if`/`switch` around
    /// them: each branch is one of several that never run together (`branch`, nested ones joined).
    private func statement(_ expr: ExprSyntax, conditions: [CompilationCondition], branch: String?, locals: Locals) {
        func inBranch(_ index: Int, of node: some SyntaxProtocol) -> String {
            let point = lines.location(of: node)
            return (branch.map { $0 + "/" } ?? "") + "\(point.line):\(point.column)#\(index)"
        }
        if let choice = expr.as(IfExprSyntax.self) {
            var index = 0
            var next: IfExprSyntax? = choice
            while let current = next {
                run(current.body.statements, conditions: conditions, branch: inBranch(index, of: choice), locals: locals)
                index += 1
                switch current.elseBody {
                case .ifExpr(let following)?: next = following
                case .codeBlock(let block)?:
                    run(block.statements, conditions: conditions, branch: inBranch(index, of: choice), locals: locals)
                    next = nil
                case nil: next = nil
                }
            }
        } else if let choice = expr.as(SwitchExprSyntax.self) {
            for (index, element) in choice.cases.enumerated() {
                guard case .switchCase(let switchCase) = element else { continue }
                run(switchCase.statements, conditions: conditions, branch: inBranch(index, of: choice), locals: locals)
            }
        } else if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let list = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, locals.lists[list] != nil,
                  member.declName.baseName.text == "append", let argument = call.arguments.first?.expression {
            let added = call.arguments.first?.label?.text == "contentsOf"
                ? elements(of: argument, conditions: conditions, branch: branch, locals: locals) : [(argument, conditions, branch)]
            locals.lists[list] = bounded(locals.lists[list, default: []] + added, growingAt: argument)
        } else if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let list = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text, locals.lists[list] != nil,
                  sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                  let added = sequence.elements.last {
            locals.lists[list] = bounded(locals.lists[list, default: []] + elements(of: added, conditions: conditions, branch: branch, locals: locals),
                                         growingAt: added)
        }
    }

    /// `for module in [A(), B()] { modules.append(module) }`: the loop's list, when it is a literal or a local.
    private func forLoop(_ loop: ForStmtSyntax, conditions: [CompilationCondition], branch: String?, locals: Locals) {
        guard let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return unread(loop.sequence) }
        let items = elements(of: loop.sequence, conditions: conditions, branch: branch, locals: locals)
        for statement in loop.body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?
                    .expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
                  let list = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, locals.lists[list] != nil,
                  call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
            else { continue }
            locals.lists[list] = bounded(locals.lists[list, default: []] + items, growingAt: loop.sequence)
        }
    }

    /// The module expressions a value stands for: an array literal's elements, a local list's, or itself.
    private func elements(of value: ExprSyntax, conditions: [CompilationCondition], branch: String?, locals: Locals) -> [Element] {
        if let array = value.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { elements(of: $0.expression, conditions: conditions, branch: branch, locals: locals) }
        }
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let list = locals.lists[name] { return list }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
           let left = sequence.elements.first, let right = sequence.elements.last {
            return bounded(elements(of: left, conditions: conditions, branch: branch, locals: locals)
                           + elements(of: right, conditions: conditions, branch: branch, locals: locals), growingAt: value)
        }
        return [(value, conditions, branch)]
    }
}
