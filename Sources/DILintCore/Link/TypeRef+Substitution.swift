extension TypeRef {
    /// The type with each bare name of `arguments` (a generic parameter) replaced by its argument, wherever it
    /// stands: `Repository<T>` with `T` → `User` is `Repository<User>`.
    func substituting(_ arguments: [String: TypeRef]) -> TypeRef {
        guard !arguments.isEmpty else { return self }
        switch self {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty, let argument = arguments[components[0].name] {
                return argument
            }
            return .normalizedNamed(components.map { component in
                TypeRef.NameComponent(component.name, genericArguments: component.genericArguments.map { $0.substituting(arguments) })
            })
        case .optional(let wrapped): return .optional(wrapped.substituting(arguments))
        case .array(let element): return .array(element.substituting(arguments))
        case .dictionary(let key, let value): return .dictionary(key: key.substituting(arguments), value: value.substituting(arguments))
        case .composition(let members): return .normalizedComposition(members.map { $0.substituting(arguments) })
        case .function(let parameters, let result):
            return .function(parameters: parameters.map { $0.substituting(arguments) }, result: result.substituting(arguments))
        case .tuple(let elements): return .tuple(elements.map { $0.substituting(arguments) })
        case .metatype(let base): return .metatype(base.substituting(arguments))
        case .unknown: return self
        }
    }
}
