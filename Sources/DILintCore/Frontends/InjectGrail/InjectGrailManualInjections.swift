/// Which injector properties will become arguments of generated `inject(…)` functions: for each
/// injection (a parent's `inject(…)` for a child) and, for injectors no injectable injects, the root's.
struct InjectGrailManualInjections {
    typealias Property = InjectGrailProperty
    typealias Graph = InjectGrailGraph

    let resolution: InjectGrailResolution
    let impl: [String: [Property]]

    func collect() -> [Graph.ManualInjection] {
        var found: [String: Graph.ManualInjection] = [:]
        func record(_ property: Property, of injector: String, reason: Graph.ManualReason, site: Graph.Site,
                    searched: [(owner: String, properties: [Property])]) {
            let key = "\(injector).\(property.name)"
            if found[key] == nil {
                found[key] = Graph.ManualInjection(injector: injector, property: property, reason: reason, sites: [],
                                                   nearMisses: nearMisses(of: property, reason: reason, in: searched))
            }
            found[key]!.sites.append(site)
        }

        resolution.forEachSupply(impl: impl) { supply in
            guard case .manual(let reason) = supply.outcome else { return }
            record(supply.property, of: supply.injector, reason: reason, site: supply.site, searched: supply.searched)
        }
        return found.values.sorted { $0.property.location < $1.property.location }
    }

    /// Properties that were probably meant: the same name with another type, or the same base type
    /// spelled differently (`P?`, `any P`, `Module.P`), which the generator's string comparison misses.
    private func nearMisses(of property: Property, reason: Graph.ManualReason,
                            in searched: [(owner: String, properties: [Property])]) -> [String] {
        switch reason {
        case .notFound, .ambiguous: break
        case .neverResolvedType, .forceManual: return []
        }
        let base = Self.baseType(property.typeName)
        var result: [String] = []
        for (owner, properties) in searched {
            for candidate in properties where candidate.typeName != property.typeName {
                guard candidate.name == property.name || Self.baseType(candidate.typeName) == base else { continue }
                let text = "\(owner).\(candidate.name) is '\(candidate.typeName)', not '\(property.typeName)'; the generator compares type names as written"
                if !result.contains(text) { result.append(text) }
            }
        }
        return result
    }

    /// `any P`, `some P`, `P?`, `P!`, `Optional<P>` and `Module.P` all have the base `P`.
    static func baseType(_ typeName: String) -> String {
        var text = Substring(typeName)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst("Optional<".count).dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if !text.contains("<"), let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return String(text)
    }
}
