import SwiftSyntax

/// The type name Sourcery gives a stored property written without one, so that a root's
/// `let net = NetworkService()` is a `NetworkService` the generator can resolve by type.
/// Literals take Swift's default literal types; a call to a type's initializer gives that type as
/// written. Anything else (a function call, a static member, an operator) names no type Sourcery can
/// see, so the property keeps no type and stays out, as it does for the generator.
enum SourceryTypeInference {
    static func typeName(of value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let number = numberLiteral(value) { return number.is(IntegerLiteralExprSyntax.self) ? "Int" : "Double" }
        if let call = value.as(FunctionCallExprSyntax.self) { return constructedType(call.calledExpression) }
        return nil
    }

    /// `1`, `1.5`, and the same with a leading minus, which Sourcery reads as the same literal types.
    private static func numberLiteral(_ value: ExprSyntax) -> ExprSyntax? {
        var literal = value
        if let prefixed = value.as(PrefixOperatorExprSyntax.self), prefixed.operator.text == "-" { literal = prefixed.expression }
        return literal.is(IntegerLiteralExprSyntax.self) || literal.is(FloatLiteralExprSyntax.self) ? literal : nil
    }

    /// `NetworkService`, `Cache<Key>`, `Module.Client`, `NetworkService.init`: the type a call constructs.
    /// A lowercase name is a function or a static factory, whose return type is not in the expression.
    private static func constructedType(_ callee: ExprSyntax) -> String? {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            return member.base.flatMap(typeReference)
        }
        return typeReference(callee)
    }

    private static func typeReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return startsUppercase(reference.baseName.text) ? reference.trimmedDescription : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeReference(specialized.expression).map { _ in specialized.trimmedDescription }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           startsUppercase(member.declName.baseName.text), typeReference(base) != nil {
            return member.trimmedDescription
        }
        return nil
    }

    private static func startsUppercase(_ name: String) -> Bool { name.first?.isUppercase == true }
}
