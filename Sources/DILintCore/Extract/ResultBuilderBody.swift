import SwiftSyntax

/// Reads the element expressions of a result-builder body, the way the builder transform sees them
/// after `#if` is resolved: every clause is visited, with its condition.
enum ResultBuilderBody {
    static func forEachElement(of statements: CodeBlockItemListSyntax, conditions: [CompilationCondition],
                               lines: LineTable, _ body: (ExprSyntax, [CompilationCondition]) -> Void) {
        for item in statements {
            if let expr = item.item.as(ExprSyntax.self) {
                body(expr, conditions)
            } else if let stmt = item.item.as(ExpressionStmtSyntax.self) {
                body(stmt.expression, conditions)
            } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    guard case .statements(let nested)? = clause.elements else { continue }
                    forEachElement(of: nested, conditions: conditions + [ScopeTrackingVisitor.condition(of: clause, lines: lines)],
                                   lines: lines, body)
                }
            }
        }
    }
}
