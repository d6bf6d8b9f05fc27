/// Zerk strips one `Optional` from the key it looks up, also when a typealias spells it
/// (`typealias MaybeLogger = Logger?`): such a request asks for what the alias wraps, read where the
/// alias is declared.
enum AliasedOptional {
    static func unwrapped(_ fact: RequestFact, index: ProjectIndex) -> RequestFact {
        guard case .written(.named(let components)) = fact.type,
              components.allSatisfy({ $0.genericArguments.isEmpty }) else { return fact }
        let names = components.map(\.name)
        let scope = fact.scope.typePath
        // Innermost scope outward, as Swift finds the name.
        for length in stride(from: scope.count, through: 0, by: -1) {
            let path = Array(scope.prefix(length)) + names
            if index.declaresType(at: path) { return fact }
            guard let alias = index.aliasDeclaration(at: path) else { continue }
            guard case .optional(let wrapped) = alias.target else { return fact }
            var unwrapped = fact
            unwrapped.type = .written(wrapped)
            unwrapped.scope.typePath = Array(path.dropLast())
            return unwrapped
        }
        return fact
    }
}
