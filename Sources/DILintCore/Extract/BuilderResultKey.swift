import SwiftSyntax

/// What a provider's builder closure returns, read the way every framework keys it when no type is
/// written next to the builder: the closure's declared result type, else the type its result is cast to
/// (`as? P` gives `P?`), else the type it constructs, else the declared type of the value it returns.
struct BuilderResult {
    let expression: ExprSyntax?
    let cast: (operand: ExprSyntax, type: TypeRef, kind: CastKind)?
    /// The concrete type the builder constructs, when it can be read off (`X()` in `X() as P`).
    let implementation: TypeRef?
    private let declared: TypeRef?

    init(of closure: ClosureExprSyntax?) {
        expression = closure?.resultExpression
        cast = expression?.unwrappingTryAwait.asCast
        implementation = (cast?.operand ?? expression)?.constructedType ?? Self.constructedThroughLocal(expression)
        declared = closure?.declaredResultType
    }

    /// `let value = X(); return value`: the type the local the builder returns was constructed as.
    private static func constructedThroughLocal(_ expression: ExprSyntax?) -> TypeRef? {
        guard let reference = expression?.unwrappingTryAwait.as(DeclReferenceExprSyntax.self),
              case .value(let value)? = LocalBindings.meaning(of: reference.baseName.text, at: reference) else { return nil }
        return (value.unwrappingTryAwait.asCast?.operand ?? value).constructedType
    }

    /// The key the result gives, or nil when none of its forms says.
    func key(scopePath: [String]) -> TypeSource? {
        if let declared { return .written(declared) }
        let key: TypeSource? = if let cast {
            .written(cast.kind == .conditional ? .optional(cast.type) : cast.type)
        } else if let implementation {
            .written(implementation)
        } else {
            expression?.valueTypeSource(scopePath: scopePath)
        }
        return isAttempt ? Self.optional(key) : key
    }

    /// `try? X()` builds an `X?` (one Optional however many the operand has), and the frameworks key that.
    private var isAttempt: Bool {
        expression?.as(TryExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
    }

    private static func optional(_ key: TypeSource?) -> TypeSource {
        switch key {
        case .written(.optional)?: return key!
        case .written(let type)?: return .written(.optional(type))
        default: return .unknown(reason: "the closure's result is `try? …`, an Optional of a type dilint cannot read; write the type it builds")
        }
    }
}
