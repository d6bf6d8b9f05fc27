/// Replays the resolution of InjectGrail's template (`resolvePropertyFromSource`,
/// `resolvePropertyFromInjectingRecursively`, `resolveDependencyTree`): exact type-string matching,
/// `Int`/`String` and `forceManual` never resolved, name matching when a type is ambiguous, search in the
/// direct parent, then the root, then the parent's ancestors, and tunnelling of what was found further up
/// into the parent's Impl. Unlike the template it never recurses forever on an Injects cycle.
struct InjectGrailResolution {
    typealias Property = InjectGrailProperty
    typealias Graph = InjectGrailGraph

    let declared: [String: [Property]]
    let root: Graph.Root?
    /// Injections whose parent and child injectors are both known, in a stable order.
    let injections: [Graph.Injection]
    private let parents: [String: [String]]

    init(declared: [String: [Property]], root: Graph.Root?, injections: [Graph.Injection]) {
        self.declared = declared
        self.root = root
        self.injections = injections
        var parents: [String: Set<String>] = [:]
        for injection in injections { parents[injection.childInjector, default: []].insert(injection.parentInjector) }
        self.parents = parents.mapValues { $0.sorted() }
    }

    enum Outcome {
        /// Found; `tunnelled` when it came from the root or an ancestor, so the parent's Impl gains it.
        case resolved(Property, tunnelled: Bool)
        case manual(Graph.ManualReason)
    }

    /// Each injector's generated Impl properties: declared ones first, then tunnelled ones by name.
    /// Iterates to a fixed point; it ends because only finitely many properties exist to add.
    func implProperties() -> [String: [Property]] {
        var impl = declared
        var changed = true
        while changed {
            changed = false
            for injection in injections {
                for property in impl[injection.childInjector] ?? [] {
                    let outcome = resolve(property, for: injection.childInjector, from: injection.parentInjector, impl: impl)
                    guard case .resolved(let found, true) = outcome else { continue }
                    let present = (impl[injection.parentInjector] ?? []).contains { $0.name == found.name && $0.typeName == found.typeName }
                    if !present {
                        impl[injection.parentInjector, default: []].append(found)
                        changed = true
                    }
                }
            }
        }
        for (name, properties) in impl {
            let declaredCount = declared[name]?.count ?? 0
            impl[name] = Array(properties.prefix(declaredCount)) + properties.dropFirst(declaredCount).sorted { $0.name < $1.name }
        }
        return impl
    }

    /// How `property` of `target` is supplied when the injectable whose injector is `source` injects it.
    func resolve(_ property: Property, for target: String, from source: String, impl: [String: [Property]]) -> Outcome {
        if let reason = neverResolved(property) { return .manual(reason) }
        var matcher = Matcher(property: property, target: declared[target] ?? [])
        if let found = matcher.match(in: impl[source] ?? []) { return .resolved(found, tunnelled: false) }
        if let root, let found = matcher.match(in: root.properties) { return .resolved(found, tunnelled: true) }
        for ancestor in ancestors(of: source) {
            if let found = matcher.match(in: declared[ancestor] ?? []) { return .resolved(found, tunnelled: true) }
        }
        return .manual(matcher.ambiguity.map { .ambiguous(candidates: $0) } ?? .notFound)
    }

    /// How `property` of `target` is supplied by the root's own `inject(…)`.
    func resolveFromRoot(_ property: Property, for target: String) -> Outcome {
        if let reason = neverResolved(property) { return .manual(reason) }
        var matcher = Matcher(property: property, target: declared[target] ?? [])
        if let root, let found = matcher.match(in: root.properties) { return .resolved(found, tunnelled: false) }
        return .manual(matcher.ambiguity.map { .ambiguous(candidates: $0) } ?? .notFound)
    }

    /// Parents of `injector`'s parents and so on, depth first, each once (the template has no such guard).
    func ancestors(of injector: String) -> [String] {
        var visited: Set<String> = [injector]
        var order: [String] = []
        func visit(_ name: String) {
            for parent in parents[name] ?? [] where !visited.contains(parent) {
                visited.insert(parent)
                order.append(parent)
                visit(parent)
            }
        }
        visit(injector)
        return order
    }

    func hasParents(_ injector: String) -> Bool { !(parents[injector] ?? []).isEmpty }

    private func neverResolved(_ property: Property) -> Graph.ManualReason? {
        if property.forceManual { return .forceManual }
        if InjectGrailVocabulary.neverResolvedTypes.contains(property.typeName) { return .neverResolvedType }
        return nil
    }

    /// `resolvePropertyFromSource`: same type string; the name must match too when the source or the
    /// target has several properties of that type.
    private struct Matcher {
        let property: Property
        let target: [Property]
        /// Every same-type candidate rejected for want of a matching name, by name.
        var ambiguity: [String]?

        mutating func match(in source: [Property]) -> Property? {
            let sameType = source.filter { $0.typeName == property.typeName }
            guard let first = sameType.first else { return nil }
            let targetSameType = target.count { $0.typeName == property.typeName }
            guard sameType.count > 1 || targetSameType > 1 else { return first }
            if let named = sameType.first(where: { $0.name == property.name }) { return named }
            for candidate in sameType where !(ambiguity ?? []).contains(candidate.name) { ambiguity = (ambiguity ?? []) + [candidate.name] }
            return nil
        }
    }
}
