import SwiftSyntax

/// Whether a request written where its owner is built (an initializer, a stored property's initial value,
/// a provider's closure) runs every time the owner is built. Only such a request proves that building
/// recurses; one that runs for some builds only leaves the cycle uncertain:
/// - on a branch, in a loop's body, after an early exit, right of `&&`, `||` or `??`;
/// - in a parameter's default value, which the caller evaluates only when it leaves the argument out;
/// - in a struct `var`'s initial value, the default argument of the memberwise initializer;
/// - in an initializer a provider may not call: a convenience (or delegating) one, or one of several.
enum EveryBuildRequest {
    static func runsOnEveryBuild(_ node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        var inInitialValue = false
        while let parent = current {
            if parent.is(InitializerClauseSyntax.self) { inInitialValue = true }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return isTheOnlyBuildingInitializer(initializer) }
            if parent.is(FunctionParameterSyntax.self) { return false }
            if let variable = parent.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                return !(inInitialValue && isMemberwiseDefault(variable))
            }
            // A kept closure (a provider's builder, a handler) is where its own timing starts; one run where
            // it stands (`{ … }()`, `items.forEach { … }`) runs with the code around it.
            if let closure = parent.as(ClosureExprSyntax.self), !closure.runsImmediately { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
            if !RunsEveryTime.withParent(child, parent) { return false }
            if let items = parent.as(CodeBlockItemListSyntax.self), RunsEveryTime.mayExit(before: child, in: items) { return false }
            child = parent
            current = parent.parent
        }
        return true
    }

    /// A struct's `var` with an initial value and no initializer of the struct's own: the memberwise
    /// initializer takes it as a defaulted argument.
    private static func isMemberwiseDefault(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              let members = variable.parent?.parent?.as(MemberBlockItemListSyntax.self),
              members.parent?.parent?.is(StructDeclSyntax.self) == true else { return false }
        return !members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// The initializer every build of its type runs: not a convenience or delegating one (another
    /// initializer does the building), and the only building one the type's declaration has.
    private static func isTheOnlyBuildingInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        guard builds(initializer) else { return false }
        guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return true }
        let building = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter(builds)
        return building.count <= 1
    }

    /// Whether an initializer builds instances itself: not `convenience`, not `self.init(…)`, and not a
    /// body that only traps (`required init?(coder:) { fatalError() }` never yields one).
    private static func builds(_ initializer: InitializerDeclSyntax) -> Bool {
        if initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) { return false }
        guard let body = initializer.body else { return true }
        if body.statements.count == 1, let call = body.statements.first?.item.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["fatalError", "preconditionFailure"].contains(name) {
            return false
        }
        let finder = SelfInitFinder()
        finder.walk(body)
        return !finder.found
    }

    private final class SelfInitFinder: SyntaxVisitor {
        var found = false
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.tokenKind == .keyword(.`init`), node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                found = true
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
