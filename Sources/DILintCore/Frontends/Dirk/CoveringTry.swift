import SwiftSyntax

/// The `try` that marks a call as throwing: Dirk's `inject()` throws, so a call no `try` covers does not
/// compile as its; where the enclosing type has a method of that name, it is that method's.
enum CoveringTry {
    static func isCovered(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(TryExprSyntax.self) || preceding(child, in: parent) != nil { return true }
            // A `try` outside a closure or a statement does not mark the calls inside it.
            if parent.ownsCodeBody || parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self)
                || parent.is(MemberBlockItemSyntax.self) {
                return false
            }
            child = parent
        }
        return false
    }

    /// In an operator sequence as the parser leaves it (`try a ?? inject()`, `try flag ? inject() : b`), a
    /// `try` element marks every element after it.
    static func preceding(_ child: Syntax, in parent: Syntax) -> TryExprSyntax? {
        guard let list = parent.as(ExprListSyntax.self) else { return nil }
        return list.prefix { $0.id != child.id }.last { $0.is(TryExprSyntax.self) }?.as(TryExprSyntax.self)
    }
}
