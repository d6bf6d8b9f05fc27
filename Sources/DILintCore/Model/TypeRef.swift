/// A type as written in source, structured so that spellings that mean the same type compare equal.
///
/// Built by `TypeRef.init(syntax:)` from swift-syntax; canonicalisation happens at construction:
/// `[T]` and `Array<T>` are both `.array`, `T?`, `T!` and `Optional<T>` are `.optional`, `any P` is `P`,
/// composition members are sorted, `Void` is `()`, and a leading `Swift.` module qualifier is dropped.
public indirect enum TypeRef: Codable, Hashable, Sendable {
    /// A nominal type path such as `Outer.Inner<Int>`.
    case named([NameComponent])
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    case composition([TypeRef])
    case function(parameters: [TypeRef], result: TypeRef)
    case tuple([TypeRef])
    case metatype(TypeRef)
    /// Something dilint does not model (e.g. a pack expansion); kept as written.
    case unknown(String)

    public struct NameComponent: Codable, Hashable, Sendable {
        public var name: String
        public var genericArguments: [TypeRef]
        public init(_ name: String, genericArguments: [TypeRef] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// A simple nominal type path, `["Outer", "Inner"]` → `Outer.Inner`.
    public static func path(_ components: [String]) -> TypeRef {
        .named(components.map { NameComponent($0) })
    }

    /// Builds a named type, folding the standard library's sugar-equivalent generics into their cases.
    public static func normalizedNamed(_ components: [NameComponent]) -> TypeRef {
        var components = components
        if components.count > 1, components[0].name == "Swift", components[0].genericArguments.isEmpty {
            components.removeFirst()
        }
        if components.count == 1 {
            let only = components[0]
            switch (only.name, only.genericArguments.count) {
            case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return .optional(only.genericArguments[0])
            case ("Array", 1): return .array(only.genericArguments[0])
            case ("Dictionary", 2): return .dictionary(key: only.genericArguments[0], value: only.genericArguments[1])
            // `typealias Void = ()`: the runtimes print `() -> ()` for `() -> Void`, so one key.
            case ("Void", 0): return .tuple([])
            default: break
            }
        }
        return .named(components)
    }

    public static func normalizedComposition(_ members: [TypeRef]) -> TypeRef {
        let flattened = members.flatMap { member -> [TypeRef] in
            if case .composition(let inner) = member { return inner }
            return [member]
        }
        // `Any & P` is `P`: `Any` constrains nothing, and the runtimes print the composition without it.
        let constraining = flattened.filter { $0 != .path(["Any"]) }
        if constraining.isEmpty { return .path(["Any"]) }
        if constraining.count == 1 { return constraining[0] }
        return .composition(constraining.sorted { $0.canonical < $1.canonical })
    }

    /// The canonical spelling, as the runtimes print types (`Optional<P>`, `Array<Int>`, `A & B`).
    public var canonical: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : "\(component.name)<\(component.genericArguments.map(\.canonical).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let wrapped): return "Optional<\(wrapped.canonical)>"
        case .array(let element): return "Array<\(element.canonical)>"
        case .dictionary(let key, let value): return "Dictionary<\(key.canonical), \(value.canonical)>"
        case .composition(let members): return members.map(\.canonical).joined(separator: " & ")
        case .function(let parameters, let result):
            return "(\(parameters.map(\.canonical).joined(separator: ", "))) -> \(result.canonical)"
        case .tuple(let elements): return "(\(elements.map(\.canonical).joined(separator: ", ")))"
        case .metatype(let base): return "\(base.canonical).Type"
        case .unknown(let text): return text
        }
    }

    /// The key Zerk and Shank compute: `String(describing:)` prints only the last name component.
    public var unqualified: String {
        switch self {
        case .named(let components):
            guard let last = components.last else { return "" }
            return last.genericArguments.isEmpty
                ? last.name
                : "\(last.name)<\(last.genericArguments.map(\.unqualified).joined(separator: ", "))>"
        case .optional(let wrapped): return "Optional<\(wrapped.unqualified)>"
        case .array(let element): return "Array<\(element.unqualified)>"
        case .dictionary(let key, let value): return "Dictionary<\(key.unqualified), \(value.unqualified)>"
        case .composition(let members): return members.map(\.unqualified).sorted().joined(separator: " & ")
        case .function(let parameters, let result):
            return "(\(parameters.map(\.unqualified).joined(separator: ", "))) -> \(result.unqualified)"
        case .tuple(let elements): return "(\(elements.map(\.unqualified).joined(separator: ", ")))"
        case .metatype(let base): return "\(base.unqualified).Type"
        case .unknown(let text): return text
        }
    }

    /// The nominal path when this is a plain named type without generic arguments anywhere.
    public var simplePath: [String]? {
        guard case .named(let components) = self,
              components.allSatisfy({ $0.genericArguments.isEmpty }) else { return nil }
        return components.map(\.name)
    }

    /// The nominal path ignoring generic arguments (`Box<Int>` → `["Box"]`).
    public var nominalPath: [String]? {
        guard case .named(let components) = self else { return nil }
        return components.map(\.name)
    }

    /// The last path component's name, for suggestions and messages.
    public var lastName: String {
        if case .named(let components) = self, let last = components.last { return last.name }
        return canonical
    }

    /// Whether parsing had to invent part of this type (a missing name where the source has a syntax error).
    public var isMalformed: Bool {
        switch self {
        case .named(let components):
            return components.contains { $0.name.isEmpty || $0.genericArguments.contains(where: \.isMalformed) }
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped): return wrapped.isMalformed
        case .dictionary(let key, let value): return key.isMalformed || value.isMalformed
        case .composition(let members), .tuple(let members): return members.contains(where: \.isMalformed)
        case .function(let parameters, let result): return result.isMalformed || parameters.contains(where: \.isMalformed)
        case .unknown(let text): return text.allSatisfy(\.isWhitespace)
        }
    }

    /// Whether any part of this type is one of `names` (used to spot generic parameters).
    public func mentions(anyOf names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch self {
        case .named(let components):
            if let first = components.first, names.contains(first.name) { return true }
            return components.contains { $0.genericArguments.contains { $0.mentions(anyOf: names) } }
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped):
            return wrapped.mentions(anyOf: names)
        case .dictionary(let key, let value): return key.mentions(anyOf: names) || value.mentions(anyOf: names)
        case .composition(let members), .tuple(let members): return members.contains { $0.mentions(anyOf: names) }
        case .function(let parameters, let result):
            return result.mentions(anyOf: names) || parameters.contains { $0.mentions(anyOf: names) }
        case .unknown: return false
        }
    }
}

extension TypeRef: CustomStringConvertible {
    public var description: String { canonical }
}
