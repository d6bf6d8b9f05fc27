import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The type a call constructs as it is written, without Shank's module qualifier: `T { … }`,
    /// `T.init { … }`, `Shank.T { … }`, and `.init { … }` where the context states the type. All name the
    /// same initializer, so a container or module is one whichever spelling the app uses. nil for a call
    /// of a function or method, or a type the context does not state.
    func constructedTypePath(enclosingTypePath: [String]) -> [String]? {
        guard var path = Self.typePath(of: calledExpression) else {
            // `.init { … }`: the type is the one the context expects (an annotation, a return type).
            guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.tokenKind == .keyword(.`init`),
                  case .written(let type) = ContextualType.of(ExprSyntax(self), enclosingTypePath: enclosingTypePath),
                  let written = type.nominalPath else { return nil }
            return written
        }
        if path.count > 1, ShankVocabulary.importNames.contains(path[0]) { path.removeFirst() }
        // Types start upper-case; `makeContainer { … }` is a function taking a closure.
        guard let last = path.last, last.first?.isUppercase == true else { return nil }
        return path
    }

    /// `A.B`, `A.B.init`, `A<T>`: the dotted names of a type reference used as a callee.
    private static func typePath(of expr: ExprSyntax) -> [String]? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
            return [name]
        }
        if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return typePath(of: specialized.expression) }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let owner = typePath(of: base) else { return nil }
        if member.declName.baseName.tokenKind == .keyword(.`init`) { return owner }
        guard case .identifier(let name) = member.declName.baseName.tokenKind else { return nil }
        return owner + [name]
    }
}
