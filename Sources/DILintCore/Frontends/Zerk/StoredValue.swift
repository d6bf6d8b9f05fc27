import SwiftSyntax

/// What a property evaluates to, where the syntax says it plainly: a storage reached through
/// `static var store: DependencyStoring { Zerk.store }` is the storage its getter returns.
enum StoredValue {
    /// The one expression a read-only computed property returns: `{ x }`, `{ return x }`, `get { x }`.
    static func getterResult(of binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let body):
            return singleResult(body)
        case .accessors(let list):
            // With a setter the value is whatever was last set: not the getter's alone.
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = getter.body else { return nil }
            return singleResult(body.statements)
        }
    }

    private static func singleResult(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr.unwrappingTryAwait }
        return item.as(ReturnStmtSyntax.self)?.expression?.unwrappingTryAwait
    }

    /// `x as! P`, `x as P`: the value cast, which a cast between storage protocols leaves the same storage.
    static func castOperand(of expr: ExprSyntax) -> ExprSyntax? {
        if let cast = expr.as(AsExprSyntax.self) { return cast.expression }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return sequence.elements.first
        }
        return nil
    }
}
