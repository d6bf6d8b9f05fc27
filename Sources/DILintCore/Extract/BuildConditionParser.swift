import SwiftSyntax

/// Reads a `#if` clause's condition into a `BuildCondition`. What it cannot read (an unusual
/// expression) becomes one opaque setting named by its text, which is still compared exactly.
enum BuildConditionParser {
    static func parse(_ expr: ExprSyntax) -> BuildCondition {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return parse(only.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .not(parse(prefix.expression))
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .constant(literal.literal.tokenKind == .keyword(.true))
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(parse(infix.leftOperand), op.operator.text, parse(infix.rightOperand)) ?? atom(expr)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return parse(sequence: Array(sequence.elements)) ?? atom(expr)
        }
        return atom(expr)
    }

    /// `a && b || c`: `&&` binds tighter than `||`, as in Swift.
    private static func parse(sequence elements: [ExprSyntax]) -> BuildCondition? {
        guard elements.count % 2 == 1 else { return nil }
        var disjuncts: [BuildCondition] = []
        var conjuncts: [BuildCondition] = [parse(elements[0])]
        var index = 1
        while index < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let operand = parse(elements[index + 1])
            switch op {
            case "&&": conjuncts.append(operand)
            case "||":
                disjuncts.append(conjuncts.count == 1 ? conjuncts[0] : .and(conjuncts))
                conjuncts = [operand]
            default: return nil
            }
            index += 2
        }
        disjuncts.append(conjuncts.count == 1 ? conjuncts[0] : .and(conjuncts))
        return disjuncts.count == 1 ? disjuncts[0] : .or(disjuncts)
    }

    private static func combine(_ left: BuildCondition, _ op: String, _ right: BuildCondition) -> BuildCondition? {
        switch op {
        case "&&": return .and([left, right])
        case "||": return .or([left, right])
        default: return nil
        }
    }

    /// Spellings Swift accepts for one platform.
    private static let platformAliases = ["os(OSX)": "os(macOS)"]

    /// A setting, named by its text without spaces so `os( iOS )` and `os(iOS)` are one.
    private static func atom(_ expr: ExprSyntax) -> BuildCondition {
        let name = expr.trimmedDescription.filter { !$0.isWhitespace }
        return .atom(platformAliases[name] ?? name)
    }
}
