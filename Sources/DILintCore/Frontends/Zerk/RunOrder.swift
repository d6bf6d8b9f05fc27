import SwiftSyntax

/// Which registrations of one function body run one after the other. Registrations on different
/// alternatives of one `if`/`else` or `switch` never both run, so neither replaces the other; one on a
/// branch and one outside it may or may not both run, so their order is not known either.
///
/// The order scope is the function's ID, `|`, then the branches the call is on, outermost first, as
/// `line:column#alternative` joined by `/`: equal scopes run in source order.
enum RunOrder {
    static func scope(of call: FunctionCallExprSyntax, inFunction function: String, locate: (Syntax) -> SourceLocation) -> String {
        var points: [(point: SourceLocation, alternative: Int)] = []
        var child = Syntax(call)
        var current = call.parent
        while let node = current {
            if node.ownsCodeBody || node.is(ClosureExprSyntax.self) {
                break
            }
            if let ifExpr = node.as(IfExprSyntax.self), child.id != ifExpr.conditions.id {
                points.append((locate(Syntax(ifExpr)), child.id == ifExpr.body.id ? 0 : 1))
            }
            if let switchCase = node.as(SwitchCaseSyntax.self), let cases = switchCase.parent?.as(SwitchCaseListSyntax.self),
               let switchExpr = cases.parent?.as(SwitchExprSyntax.self) {
                let alternative = cases.firstIndex { $0.id == Syntax(switchCase).id }.map { cases.distance(from: cases.startIndex, to: $0) } ?? 0
                points.append((locate(Syntax(switchExpr)), alternative))
            }
            child = node
            current = node.parent
        }
        let branch = points.reversed().reduce(nil as String?) { RunTimeBranch.entering($0, point: $1.point, alternative: $1.alternative) }
        return function + "|" + (branch ?? "")
    }

    /// The run-time branch (`RunTimeBranch`) an order scope stands for: the function as the first branch
    /// point, so that branches of different functions never count as alternatives of one another.
    static func branch(ofScope scope: String) -> String? {
        guard let bar = scope.firstIndex(of: "|") else { return nil }
        let function = String(scope[..<bar].map { $0 == "/" ? "\\" : $0 })
        let branches = scope[scope.index(after: bar)...]
        return branches.isEmpty ? nil : function + "#0/" + branches
    }
}
