import SwiftSyntax

/// Where appending `.build()` to a container literal certainly compiles: `build()` returns nothing, so the
/// literal must be a statement whose value nothing uses. A lone expression in a function with a result,
/// a getter or a closure is that body's result (`func make() -> Dependencies { Dependencies { … } }`).
enum ShankBuildFixPlace {
    static func isCertain(for literal: FunctionCallExprSyntax) -> Bool {
        guard let item = literal.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        // Only a body of one expression returns it implicitly.
        if list.count > 1 || list.parent?.is(SourceFileSyntax.self) == true { return true }
        guard let body = list.parent?.as(CodeBlockSyntax.self), let owner = body.parent else { return false }
        if let function = owner.as(FunctionDeclSyntax.self) { return function.signature.returnClause == nil }
        return owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self)
    }
}
