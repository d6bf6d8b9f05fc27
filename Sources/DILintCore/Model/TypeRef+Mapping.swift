extension TypeRef {
    /// The same structure around every nominal path replaced by `transform`'s answer: the one walk that
    /// substitution, alias resolution and a runtime's spelling share. The transform decides whether to go
    /// into a path's generic arguments.
    func mappingNamed(_ transform: ([NameComponent]) -> TypeRef) -> TypeRef {
        func map(_ type: TypeRef) -> TypeRef { type.mappingNamed(transform) }
        switch self {
        case .named(let components): return transform(components)
        case .optional(let wrapped): return .optional(map(wrapped))
        case .array(let element): return .array(map(element))
        case .dictionary(let key, let value): return .dictionary(key: map(key), value: map(value))
        case .composition(let members): return .normalizedComposition(members.map(map))
        case .function(let parameters, let result): return .function(parameters: parameters.map(map), result: map(result))
        case .tuple(let elements): return .tuple(elements.map(map))
        case .metatype(let base): return .metatype(map(base))
        case .unknown: return self
        }
    }
}
