import SwiftSyntax

/// How a registration's receiver is spelled, where the spelling alone tells what it is.
enum StorageReceiver {
    /// `Zerk` in `Zerk.store`, and in `Zerk.self.store`: a type's `.self` is the type.
    static func typeReference(_ base: ExprSyntax?) -> DeclReferenceExprSyntax? {
        guard let base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference }
        if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)
        }
        return nil
    }

    /// The name a receiver dilint does not follow is known by: the text of the chain's innermost receiver,
    /// so every registration of one chain (`container().singleton(…).singleton(…)`) names the same one.
    /// It is never a variable's name: it holds a call, a subscript or punctuation.
    static func unfollowedName(of receiver: ExprSyntax) -> String {
        var expr = receiver.unwrappingTryAwait
        while true {
            if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ZerkVocabulary.lifetimes[member.declName.baseName.text] != nil, let base = member.base {
                expr = base.unwrappingTryAwait
            } else if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                expr = base.unwrappingTryAwait
            } else {
                break
            }
        }
        let text = expr.trimmedDescription.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
