import SwiftSyntax

extension FunctionCallExprSyntax {
    /// `make()` when this is what `func make() -> Dependencies` returns (`return` or its one expression): a
    /// `make().build()` builds this container, as `x.build()` builds the one stored in `x`.
    var resultOfFunction: String? {
        var node = Syntax(self)
        if let item = node.parent?.as(CodeBlockItemSyntax.self), item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1 {
            node = Syntax(item)
        } else if let returned = node.parent?.as(ReturnStmtSyntax.self) {
            node = Syntax(returned)
        } else {
            return nil
        }
        // The statement's block must be the function's own body, not a closure's or a nested block's.
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockSyntax.self) {
            guard parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockItemSyntax.self) else { return nil }
            current = parent.parent
        }
        guard let function = current?.parent?.as(FunctionDeclSyntax.self), function.signature.returnClause != nil else { return nil }
        return "\(function.name.text)()"
    }
}
