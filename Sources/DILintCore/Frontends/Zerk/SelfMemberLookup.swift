/// `Self.Dependency` in a type's code names the member `Dependency` of the enclosing type: Swift looks
/// member types and typealiases up statically, whatever type `Self` turns out to be. (A protocol's `Self`,
/// in its body or its extensions, is the conforming type, and its members may be associated types: left alone.)
enum SelfMemberLookup {
    static func resolving(_ source: TypeSource, in scope: Scope, index: ProjectIndex) -> TypeSource {
        guard case .written(let type) = source, type.mentions(anyOf: ["Self"]), !scope.typePath.isEmpty,
              !scope.genericParameters.contains("Self"), index.type(at: scope.typePath)?.kind != .protocol else { return source }
        return .written(replacingPrefix(of: type, with: scope.typePath.map { TypeRef.NameComponent($0) }))
    }

    private static func replacingPrefix(of type: TypeRef, with owner: [TypeRef.NameComponent]) -> TypeRef {
        let replace = { (inner: TypeRef) in replacingPrefix(of: inner, with: owner) }
        switch type {
        case .named(let components):
            let inner = components.map { TypeRef.NameComponent($0.name, genericArguments: $0.genericArguments.map(replace)) }
            guard inner.count > 1, inner[0].name == "Self", inner[0].genericArguments.isEmpty else { return .normalizedNamed(inner) }
            return .normalizedNamed(owner + inner.dropFirst())
        case .optional(let wrapped): return .optional(replace(wrapped))
        case .array(let element): return .array(replace(element))
        case .dictionary(let key, let value): return .dictionary(key: replace(key), value: replace(value))
        case .composition(let members): return .normalizedComposition(members.map(replace))
        case .function(let parameters, let result): return .function(parameters: parameters.map(replace), result: replace(result))
        case .tuple(let elements): return .tuple(elements.map(replace))
        case .metatype(let base): return .metatype(replace(base))
        case .unknown: return type
        }
    }
}
