extension TypeRef {
    /// The type with each bare name of `arguments` (a generic parameter) replaced by its argument, wherever it
    /// stands: `Repository<T>` with `T` → `User` is `Repository<User>`.
    func substituting(_ arguments: [String: TypeRef]) -> TypeRef {
        guard !arguments.isEmpty else { return self }
        return mappingNamed { components in
            if components.count == 1, components[0].genericArguments.isEmpty, let argument = arguments[components[0].name] {
                return argument
            }
            return .normalizedNamed(components.map { component in
                NameComponent(component.name, genericArguments: component.genericArguments.map { $0.substituting(arguments) })
            })
        }
    }
}
