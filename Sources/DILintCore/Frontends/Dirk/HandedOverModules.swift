import SwiftSyntax

/// A `Module { … }` written in the arguments of a call that is not Dirk's (`CompanyKit.bootstrap { Module
/// { … } }`): the modules are handed to code that may start Dirk with them. When no function of that name
/// is declared in the analysed code, that code is out of sight, so no finding may say Dirk is never started
/// or that what the module provides is missing.
enum HandedOverModules {
    /// The call a module literal is an argument of, through closures, arrays and `try`; nil when the literal
    /// stands anywhere else (a stored property, a function's result).
    static func receivingCall(of literal: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = literal.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) { return call }
            let passesThrough = node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self)
                || node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self)
                || node.is(ArrayElementSyntax.self) || node.is(ArrayElementListSyntax.self) || node.is(ArrayExprSyntax.self)
                || node.is(TryExprSyntax.self) || node.is(MultipleTrailingClosureElementSyntax.self)
                || node.is(MultipleTrailingClosureElementListSyntax.self)
                || node.as(ClosureExprSyntax.self).map { !$0.runsImmediately } == true
            guard passesThrough else { return nil }
            current = node.parent
        }
        return nil
    }

    /// The unread places of the marks whose callee (as written, `CompanyKit.bootstrap`) no function of the
    /// analysed code declares by its last name.
    static func unread(_ marks: [(callee: String, location: SourceLocation, codeClass: CodeClass)],
                       index: ProjectIndex) -> (unresolved: [Unresolved], providers: [UnreadProvider]) {
        var unresolved: [Unresolved] = []
        var providers: [UnreadProvider] = []
        for mark in marks where index.functions[mark.callee.split(separator: ".").last.map(String.init) ?? mark.callee] == nil {
            unresolved.append(Unresolved(
                framework: .dirk,
                message: "Module literals are handed to `\(mark.callee)`, which is not declared in the analysed code; it may start Dirk with them or register more",
                location: mark.location))
            providers.append(UnreadProvider(container: ContainerID(framework: .dirk, codeClass: mark.codeClass),
                                            location: mark.location, mayBootstrap: true))
        }
        return (unresolved, providers)
    }
}
