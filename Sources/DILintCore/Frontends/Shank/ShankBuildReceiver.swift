import SwiftSyntax

/// What a `build()` is called on, as references the linker either ties to containers or proves are not
/// one (`ShankBuildReach`). `.literal`: a container written in place. `.opaque(name)`: a variable or
/// property, tied to the container stored under that name, else judged by the properties so named.
/// `.subclass(T)`: a value whose type is written `T` (judged by the project's declarations; `.unknown`
/// when nothing says). `.helper(f)`: what the declared function `f` returns. `.parameter`: a value of a
/// container type whose contents dilint does not know.
struct ShankBuildReceiver {
    let containers: Set<String>
    let scope: Scope
    let lines: LineTable
    /// The ID of the container literal the call is, recorded at once; nil when it is not one.
    let literal: (FunctionCallExprSyntax) -> String?

    func references(of expr: ExprSyntax) -> [ModuleReference] { references(of: expr, inPlace: true) }

    /// `inPlace`: the expression is the receiver itself, not a local's initial value read elsewhere.
    private func references(of expr: ExprSyntax, inPlace: Bool) -> [ModuleReference] {
        let expr = expr.unwrappingTryAwait
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return references(of: chained.expression, inPlace: inPlace) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return references(of: forced.expression, inPlace: inPlace) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return references(of: only.expression, inPlace: inPlace)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if inPlace, let id = literal(call) { return [.literal(id)] }
            if let path = call.constructedTypePath(enclosingTypePath: scope.typePath) { return [typed(.path(path), text: call)] }
            if let name = call.calleeName {
                return [.helper(HelperReference(name: name, text: call.trimmedDescription, location: lines.location(of: call), scope: scope))]
            }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) {
                return scope.typePath.isEmpty ? [unknown(expr)] : [typed(.path(scope.typePath), text: expr)]
            }
            switch LocalBindings.meaning(of: name, at: reference) {
            case .type(let type)?: return [.opaque(name), typed(type, text: expr)]
            case .value(let value)?:
                // A container literal stored in the local is tied by its name.
                return [.opaque(name)] + references(of: value, inPlace: false)
            case .unknown?: return [.opaque(name), unknown(expr)]
            case nil: return [.opaque(name)] + member(name, declaredAround: reference)
            }
        }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            let onSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            return [.opaque(name)] + (onSelf ? member(name, declaredAround: access) : [])
        }
        return [unknown(expr)]
    }

    /// What the enclosing type's own declaration of the property says: its annotation, or the value it
    /// starts with (`let builder = RequestBuilder()`). Empty when the type body does not declare it here.
    private func member(_ name: String, declaredAround node: some SyntaxProtocol) -> [ModuleReference] {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockSyntax.self) { current = parent.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return [] }
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return [typed(TypeRef(syntax: annotation.type), text: binding.pattern)] }
                if let value = binding.initializer?.value { return references(of: value, inPlace: false) }
                return []
            }
        }
        return []
    }

    private func typed(_ type: TypeRef, text: some SyntaxProtocol) -> ModuleReference {
        let plain: TypeRef
        if case .optional(let wrapped) = type { plain = wrapped } else { plain = type }
        if let last = plain.nominalPath?.last, containers.contains(last) { return .parameter(text.trimmedDescription) }
        return .subclass(plain, scope)
    }

    private func unknown(_ expr: ExprSyntax) -> ModuleReference {
        .subclass(.unknown(expr.trimmedDescription), scope)
    }
}
