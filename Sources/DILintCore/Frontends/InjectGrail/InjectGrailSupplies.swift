extension InjectGrailResolution {
    /// One property of an injector as one generated `inject(…)` supplies it.
    struct Supply {
        var injector: String
        var property: Property
        var outcome: Outcome
        /// The generated function and the declaration that makes the generator write it.
        var site: Graph.Site
        /// Where the generator looked, in its order.
        var searched: [(owner: String, properties: [Property])]
    }

    /// Calls `body` for every property of every generated `inject(…)`: each injection (a parent's
    /// `inject(…)` for a child) and, for injectors no injectable injects, the root's own.
    func forEachSupply(impl: [String: [Property]], _ body: (Supply) -> Void) {
        for injection in injections {
            var searched = [(owner: injection.parentInjector, properties: impl[injection.parentInjector] ?? [])]
            if let root { searched.append((root.name, root.properties)) }
            for ancestor in ancestors(of: injection.parentInjector) { searched.append((ancestor, declared[ancestor] ?? [])) }
            let site = Graph.Site(function: "\(injection.parent).inject(…) for \(injection.childInjector)", location: injection.location)
            for property in declared[injection.childInjector] ?? [] {
                let outcome = resolve(property, for: injection.childInjector, from: injection.parentInjector, impl: impl)
                body(Supply(injector: injection.childInjector, property: property, outcome: outcome, site: site, searched: searched))
            }
        }
        guard let root else { return }
        for injector in declared.keys.sorted() where !hasParents(injector) {
            let site = Graph.Site(function: "\(root.name).inject(…) for \(injector)", location: root.location)
            for property in declared[injector] ?? [] {
                body(Supply(injector: injector, property: property, outcome: resolveFromRoot(property, for: injector), site: site,
                            searched: [(root.name, root.properties)]))
            }
        }
    }
}
