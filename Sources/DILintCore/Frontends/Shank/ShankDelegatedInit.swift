import SwiftSyntax

extension FunctionCallExprSyntax {
    /// `super.init { … }`, `self.init { … }`, `Self.init { … }` or `Self { … }` inside a type: the value
    /// built is the enclosing type itself, so a container subclass that lists its modules in its own
    /// initializer (`init(env:) { …; super.init { Module { … } } }`) is a container literal of that type.
    /// nil outside a type or for any other call.
    func delegatedInitTypePath(enclosingTypePath: [String]) -> [String]? {
        guard !enclosingTypePath.isEmpty else { return nil }
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.Self) ? enclosingTypePath : nil
        }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base else { return nil }
        if base.is(SuperExprSyntax.self) { return enclosingTypePath }
        guard let reference = base.as(DeclReferenceExprSyntax.self),
              [.keyword(.self), .keyword(.Self)].contains(reference.baseName.tokenKind) else { return nil }
        return enclosingTypePath
    }
}
