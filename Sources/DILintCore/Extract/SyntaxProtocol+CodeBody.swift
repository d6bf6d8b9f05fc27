import SwiftSyntax

extension SyntaxProtocol {
    /// A declaration whose body is code of its own, run when it is called: what a walk up from an expression
    /// stops at to stay within the code that runs with it.
    var ownsCodeBody: Bool {
        self.is(FunctionDeclSyntax.self) || self.is(InitializerDeclSyntax.self) || self.is(DeinitializerDeclSyntax.self)
            || self.is(SubscriptDeclSyntax.self) || self.is(AccessorBlockSyntax.self)
    }
}
