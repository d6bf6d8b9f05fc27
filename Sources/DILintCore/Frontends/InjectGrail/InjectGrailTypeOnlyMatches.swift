/// Plain-value injector properties that a generated `inject(…)` fills from a property of another name.
struct InjectGrailTypeOnlyMatches {
    typealias Graph = InjectGrailGraph

    let resolution: InjectGrailResolution
    let impl: [String: [InjectGrailProperty]]

    func collect() -> [Graph.TypeOnlyMatch] {
        var found: [String: Graph.TypeOnlyMatch] = [:]
        resolution.forEachSupply(impl: impl) { supply in
            guard case .resolved(let source, _) = supply.outcome, source.name != supply.property.name,
                  InjectGrailVocabulary.isPlainValue(supply.property.typeName) else { return }
            let key = "\(supply.injector).\(supply.property.name)"
            found[key, default: Graph.TypeOnlyMatch(injector: supply.injector, property: supply.property, sources: [])]
                .sources.append(Graph.TypeOnlyMatch.Source(property: source, site: supply.site))
        }
        return found.values.sorted { $0.property.location < $1.property.location }
    }
}
