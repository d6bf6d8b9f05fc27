/// The type of a static member read off a type (`Tracker.shared`, `Theme.dark`), from its declaration.
struct StaticMemberLookup {
    let index: ProjectIndex
    private var resolver: TypeResolver { TypeResolver(index: index) }

    /// Names that, by convention, hold a type's own shared instance (`URLSession.shared`,
    /// `FileManager.default`): trusted only for types dilint cannot see.
    private static let sharedInstanceNames: Set<String> = ["shared", "default", "standard", "current"]

    func type(of name: String, on owner: TypeRef, in scope: [String]) -> Result<TypeRef, UnresolvedReason> {
        let resolvedOwner = resolver.resolve(owner, in: scope)
        let shown = "`\(owner.canonical).\(name)`"
        guard let path = resolvedOwner.nominalPath, let declaration = index.type(at: path) else {
            if Self.sharedInstanceNames.contains(name) { return .success(resolvedOwner) }
            return .failure(UnresolvedReason("the type of \(shown) is declared outside the analysed code; add `as P`"))
        }
        if let property = index.staticProperty(of: path, named: name) {
            guard let type = property.type else {
                return .failure(UnresolvedReason("the type of \(shown) is not written in its declaration; add `as P`"))
            }
            return .success(resolver.resolve(type, in: path).replacingSelf(with: resolvedOwner))
        }
        // A static function named without a call is the function itself.
        let functions = index.declaredFunctions(named: name).filter { $0.isStatic && $0.scopePath == path }
        if !functions.isEmpty {
            guard functions.count == 1, functions[0].labels.isEmpty, let result = functions[0].returnType else {
                return .failure(UnresolvedReason("\(shown) is a function that takes parameters or is overloaded; add `as P`"))
            }
            return .success(.function(parameters: [], result: resolver.resolve(result, in: path).replacingSelf(with: resolvedOwner)))
        }
        // Neither a static property nor a function: an enum's member is one of its cases.
        if declaration.kind == .enum { return .success(resolvedOwner) }
        return .failure(UnresolvedReason("\(shown) is not a static property declared in the analysed code; add `as P`"))
    }
}

extension TypeRef {
    /// `Self` in a declaration stands for the type it is declared in.
    func replacingSelf(with owner: TypeRef) -> TypeRef {
        if case .named(let components) = self, components.count == 1, components[0].name == "Self",
           components[0].genericArguments.isEmpty {
            return owner
        }
        return self
    }
}
