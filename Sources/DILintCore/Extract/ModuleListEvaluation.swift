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

    /// Whether the body is plain code rather than a builder body: a `return` in it, or in a `do`, an `if`, a
    /// `switch`, a `guard`'s `else`, a loop or an `#if` of it (not in a closure or a nested function).
    static func returnsExplicitly(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if item.item.is(ReturnStmtSyntax.self) { return true }
            return nestedBlocks(of: item).contains(where: returnsExplicitly)
        }
    }

    /// The statement lists a statement runs as part of its own code: the bodies of `do` (and its `catch`es),
    /// `if`, `switch`, `guard … else`, loops and `#if` clauses.
    private static func nestedBlocks(of item: CodeBlockItemSyntax) -> [CodeBlockItemListSyntax] {
        let statement = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        if let choice = statement?.as(IfExprSyntax.self) {
            var blocks: [CodeBlockItemListSyntax] = []
            var next: IfExprSyntax? = choice
            while let current = next {
                blocks.append(current.body.statements)
                switch current.elseBody {
                case .ifExpr(let following)?: next = following
                case .codeBlock(let block)?: blocks.append(block.statements); next = nil
                case nil: next = nil
                }
            }
            return blocks
        }
        if let choice = statement?.as(SwitchExprSyntax.self) {
            return choice.cases.compactMap { if case .switchCase(let switchCase) = $0 { switchCase.statements } else { nil } }
        }
        if let block = item.item.as(DoStmtSyntax.self) { return [block.body.statements] + block.catchClauses.map(\.body.statements) }
        if let guarded = item.item.as(GuardStmtSyntax.self) { return [guarded.body.statements] }
        if let loop = item.item.as(ForStmtSyntax.self) { return [loop.body.statements] }
        if let loop = item.item.as(WhileStmtSyntax.self) { return [loop.body.statements] }
        if let loop = item.item.as(RepeatStmtSyntax.self) { return [loop.body.statements] }
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.compactMap { if case .statements(let nested)? = $0.elements { nested } else { nil } }
        }
        return []
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
            } else if let block = item.item.as(DoStmtSyntax.self) {
                // The body runs; a `catch` runs instead of the rest of it, as one more branch.
                run(block.body.statements, conditions: conditions, branch: branch, locals: locals)
                for (index, clause) in block.catchClauses.enumerated() {
                    let point = lines.location(of: clause)
                    run(clause.body.statements, conditions: conditions,
                        branch: (branch.map { $0 + "/" } ?? "") + "\(point.line):\(point.column)#catch\(index)", locals: locals)
                }
            } else if let guarded = item.item.as(GuardStmtSyntax.self) {
                // The `else` leaves the body: what it returns is returned.
                run(guarded.body.statements, conditions: conditions, branch: branch, locals: locals)
            } else if item.item.is(WhileStmtSyntax.self) || item.item.is(RepeatStmtSyntax.self) {
                // How often it runs is not read: the lists it changes, and what it returns, are unknown.
                if Self.nestedBlocks(of: item).contains(where: { !$0.isEmpty }), let statement = item.item.as(StmtSyntax.self) {
                    unreadStatement(statement)
                }
            } else if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                statement(expr, conditions: conditions, branch: branch, locals: locals)
            }
        }
    }

    /// A `while` or `repeat` loop as an unread place, named by its condition (the place a note points at).
    private func unreadStatement(_ statement: StmtSyntax) {
        if let loop = statement.as(RepeatStmtSyntax.self) { return unread(loop.condition) }
        guard let condition = statement.as(WhileStmtSyntax.self)?.conditions.first?.condition else { return }
        switch condition {
        case .expression(let expr): unread(expr)
        case .optionalBinding(let binding): if let value = binding.initializer?.value { unread(value) }
        case .matchingPattern(let pattern): unread(pattern.initializer.value)
        default: break
        }
    }

    /// `modules.append(x)`, `modules.append(contentsOf: [x, y])`, `modules += [x]`, and `if`/`switch` around
    /// them: each branch is one of several that never run together (`branch`, nested ones joined).
    private func statement(_ expr: ExprSyntax, conditions: [CompilationCondition], branch: String?, locals: Locals) {
        func inBranch(_ index: Int, of node: some SyntaxProtocol) -> String {
            RunTimeBranch.entering(branch, point: lines.location(of: node), alternative: index)
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
