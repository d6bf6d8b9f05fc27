/// The type a call to a declared function produces (`.singleton(makeClient())`), or the function type
/// a reference to it has (`.singleton(makeClient)`), from the return types written in the code.
struct FunctionResultLookup {
    let index: ProjectIndex
    private var resolver: TypeResolver { TypeResolver(index: index) }

    func type(of reference: FunctionCallReference, in scope: [String]) -> Result<TypeRef, UnresolvedReason> {
        let shown = "`\(reference.base.map { "\($0.canonical)." } ?? "")\(reference.name)`"
        let scope = resolver.resolve(.path(scope), in: []).nominalPath ?? scope
        let candidates = self.candidates(for: reference, in: scope)
        guard !candidates.isEmpty else {
            if reference.isReference { return .failure(UnresolvedReason("the type of \(shown) cannot be read; add `as P`")) }
            if !index.declaredFunctions(named: reference.name).isEmpty {
                return .failure(UnresolvedReason("no declaration of \(shown) takes these argument labels (defaults are not followed); add `as P`"))
            }
            return .failure(UnresolvedReason("\(shown) is not a function declared in the analysed code; add `as P`"))
        }
        if candidates.contains(where: \.returnsOpaqueType) {
            return .failure(UnresolvedReason("\(shown) returns an opaque type (`some P`), whose concrete type only the compiler knows; add `as P`"))
        }
        if reference.isReference {
            // Only a function without parameters makes the autoclosure overload's `() -> Result` key certain.
            guard candidates.count == 1, candidates[0].labels.isEmpty else {
                return .failure(UnresolvedReason("\(shown) takes parameters, so which overload it selects is not known"))
            }
        }
        let results = Set(candidates.map { function in
            function.returnType.map { resolver.resolve($0, in: function.scopePath).replacingSelf(with: .path(function.scopePath)) }
        })
        guard results.count == 1, let only = results.first else {
            return .failure(UnresolvedReason("\(shown) has overloads with different return types; add `as P`"))
        }
        guard let result = only else {
            return .failure(UnresolvedReason("\(shown) returns nothing"))
        }
        return .success(reference.isReference ? .function(parameters: [], result: result) : result)
    }

    /// Functions the name can mean: a static function of the base type, else the innermost enclosing
    /// scope (type, its outer types, then the top level) that declares a function of that name.
    private func candidates(for reference: FunctionCallReference, in scope: [String]) -> [FunctionDeclaration] {
        let named = index.declaredFunctions(named: reference.name).filter {
            reference.isReference || $0.labels == reference.labels
        }
        if let base = reference.base {
            guard let path = resolver.resolve(base, in: scope).nominalPath else { return [] }
            return named.filter { $0.isStatic && $0.scopePath == path }
        }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let enclosing = Array(scope.prefix(depth))
            let found = named.filter { $0.scopePath == enclosing }
            if !found.isEmpty { return found }
        }
        return []
    }
}
