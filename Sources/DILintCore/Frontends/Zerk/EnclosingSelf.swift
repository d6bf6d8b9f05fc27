/// `Self` in a registration (`Zerk.store.singleton(Self())`, `.scoped(Self.init(db:))` in a static method) is
/// the type the method is called on, and Zerk keys the value by it. That is the enclosing type only when
/// nothing can subclass it; otherwise (a class the analysed code subclasses, a type declared elsewhere, a
/// generic one) which type it is depends on the caller, so the registration is not read.
enum EnclosingSelf {
    private static let name = "Self"

    /// The provider with `Self` replaced by the enclosing type where that is certain, or its key made
    /// unknown where it is not. A protocol's `Self` is a generic parameter already: left alone.
    static func resolving(_ provider: ProviderFact, context: LinkContext) -> ProviderFact {
        guard mentionsSelf(provider), !provider.scope.genericParameters.contains(name) else { return provider }
        var provider = provider
        switch enclosingType(of: provider.scope, context: context) {
        case .type(let owner):
            let substitution = [name: owner]
            provider.key = substituted(provider.key, substitution)
            provider.implementation = provider.implementation?.substituting(substitution)
            if var reference = provider.initializerReference {
                reference.owner = reference.owner.substituting(substitution)
                provider.initializerReference = reference
            }
            provider.dependencies = provider.dependencies.map { dependency in
                var dependency = dependency
                dependency.type = substituted(dependency.type, substitution)
                return dependency
            }
        case .unknown(let reason):
            provider.key = .unknown(reason: reason)
            provider.implementation = nil
            provider.initializerReference = nil
        }
        return provider
    }

    private static func mentionsSelf(_ provider: ProviderFact) -> Bool {
        mentions(provider.key) || provider.implementation?.mentions(anyOf: [name]) == true
            || provider.initializerReference?.owner.mentions(anyOf: [name]) == true
            || provider.dependencies.contains { mentions($0.type) }
    }

    private static func mentions(_ source: TypeSource) -> Bool {
        switch source {
        case .written(let type): return type.mentions(anyOf: [name])
        case .initializerParameter(let owner, _, _): return owner.mentions(anyOf: [name])
        case .staticMember(let owner, _): return owner.mentions(anyOf: [name])
        case .functionResult(let reference): return reference.base?.mentions(anyOf: [name]) == true
        case .storedProperty, .unknown: return false
        }
    }

    private static func substituted(_ source: TypeSource, _ substitution: [String: TypeRef]) -> TypeSource {
        switch source {
        case .written(let type): return .written(type.substituting(substitution))
        case .initializerParameter(let owner, let labels, let position):
            return .initializerParameter(owner: owner.substituting(substitution), labels: labels, position: position)
        case .staticMember(let owner, let member): return .staticMember(owner: owner.substituting(substitution), name: member)
        case .functionResult(var reference):
            reference.base = reference.base?.substituting(substitution)
            return .functionResult(reference)
        case .storedProperty, .unknown: return source
        }
    }

    private enum Answer {
        case type(TypeRef)
        case unknown(String)
    }

    /// The type `Self` stands for in `scope`, when no caller can make it another one.
    private static func enclosingType(of scope: Scope, context: LinkContext) -> Answer {
        let unknown = "`Self` is the type the method is called on"
        guard !scope.typePath.isEmpty else { return .unknown(unknown + ", and this code is in no type; add `as P`") }
        let owner = context.resolver.resolve(.path(scope.typePath), in: scope.typePath)
        guard let path = owner.simplePath, let declaration = context.index.type(at: path) else {
            return .unknown(unknown + ", and `\(scope.typePath.joined(separator: "."))` is not declared in the analysed code; add `as P`")
        }
        guard declaration.kind != .protocol else {
            return .unknown(unknown + ", a type that conforms to `\(declaration.qualifiedName)`; add `as P`")
        }
        guard declaration.genericParameters.isEmpty else {
            return .unknown(unknown + ", whose generic arguments only the caller knows; add `as P`")
        }
        if declaration.kind == .class, context.index.directSubtypes()[path]?.isEmpty == false {
            return .unknown(unknown + ", which may be a subclass of `\(declaration.qualifiedName)`; add `as P`")
        }
        return .type(owner)
    }
}
