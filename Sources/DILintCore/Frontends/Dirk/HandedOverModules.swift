import SwiftSyntax

/// A `Module { … }` or a static member of `Module` written in the arguments of a call that is not Dirk's
/// (`CompanyKit.bootstrap { Module { … } }`, `bootstrap(modules: [Module.network(url)])`): the modules are
/// handed to code that may start Dirk with them. When no function of that name
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

    /// Whether a call is given a module a static member of `Module` makes (`bootstrap(modules:
    /// [Module.network(url), flag ? Module.fake : Module.live])`, or a statement of its trailing closure).
    static func namesModuleMember(in call: FunctionCallExprSyntax) -> Bool {
        let closureItems = call.trailingClosure?.statements.compactMap { $0.item.as(ExprSyntax.self) } ?? []
        return (call.arguments.map(\.expression) + closureItems).contains(where: isModuleMember)
    }

    private static func isModuleMember(_ expr: ExprSyntax) -> Bool {
        let expr = expr.unwrappingTryAwait
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.contains { isModuleMember($0.expression) } }
        if let ternary = expr.as(TernaryExprSyntax.self) { return isModuleMember(ternary.thenExpression) || isModuleMember(ternary.elseExpression) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { element in
                isModuleMember(element) || element.as(UnresolvedTernaryExprSyntax.self).map { isModuleMember($0.thenExpression) } == true
            }
        }
        let named = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        return named.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == DirkVocabulary.moduleClass
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
                message: "Modules are handed to `\(mark.callee)`, which is not declared in the analysed code; it may start Dirk with them or register more",
                location: mark.location))
            providers.append(UnreadProvider(container: ContainerID(framework: .dirk, codeClass: mark.codeClass),
                                            location: mark.location, mayBootstrap: true))
        }
        return (unresolved, providers)
    }
}
