/// Swift infers the generic arguments of `Box(3)` (`Box<Int>`) from the initializer's arguments, and
/// Zerk keys the value by the inferred type. dilint does not infer them: a registration key that names a
/// generic type of the analysed code without its arguments, or with the declaration's own parameter
/// names in their place (a static factory's `-> Repository<Model>`), is not the key Zerk stores, so the
/// registration is not read.
enum InferredGenericKey {
    /// Why `key` (resolved) cannot be spelled, or nil when it can.
    static func reason(_ key: TypeRef, index: ProjectIndex) -> String? {
        switch key {
        case .named(let components):
            // Zerk's key prints the last component only: an enclosing type's arguments are not part of it.
            guard let last = components.last else { return nil }
            if let reason = last.genericArguments.lazy.compactMap({ reason($0, index: index) }).first { return reason }
            let path = components.map(\.name)
            let parameters = index.type(at: path)?.genericParameters ?? index.aliasDeclaration(at: path)?.genericParameters ?? []
            guard !parameters.isEmpty else { return nil }
            let written = path.joined(separator: ".")
            if last.genericArguments.isEmpty {
                return "`\(written)` is generic, and Swift infers its arguments here; add `as \(written)<…>`"
            }
            if last.genericArguments.contains(where: { standsForParameter($0, of: parameters, index: index) }) {
                return "`\(key.canonical)` names the generic parameters of `\(written)`, whose arguments Swift infers here; add `as \(written)<…>`"
            }
            return nil
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped):
            return reason(wrapped, index: index)
        case .dictionary(let key, let value):
            return reason(key, index: index) ?? reason(value, index: index)
        case .composition(let members), .tuple(let members):
            return members.lazy.compactMap { reason($0, index: index) }.first
        case .function(let parameters, let result):
            return reason(result, index: index) ?? parameters.lazy.compactMap { reason($0, index: index) }.first
        case .unknown:
            return nil
        }
    }

    /// `Model` in `Repository<Model>`, when `Model` is the declaration's own parameter and no type of that name exists.
    private static func standsForParameter(_ argument: TypeRef, of parameters: [String], index: ProjectIndex) -> Bool {
        guard let path = argument.simplePath, path.count == 1, parameters.contains(path[0]) else { return false }
        return index.types(named: path[0]).isEmpty
    }
}
