/// The forgotten `as P`: a registration keyed by the concrete type it builds, where requests ask for a
/// protocol it conforms to. Zerk and Shank values get ` as P`; a Dirk `Singleton { … }` gets `<P>`.
enum CastFix {
    /// The edit that keys `registration` by `wanted` instead, or nil when it is not the one obvious edit:
    /// the type must be a plain declared one, and nothing may request the key the registration has now
    /// (the edit would take it away from them). `requested`: the scope of every request of the graph.
    static func fix(registering registration: Registration, as wanted: TypeRef, graph: DependencyGraph,
                    requested: Set<RegistryScope>) -> Fix? {
        guard let path = wanted.simplePath, graph.index.declaresType(at: path),
              !registration.storesClosure, !registration.keyIsListedAlias, registration.name == nil,
              let points = registration.editPoints else { return nil }
        guard !requested.contains(RegistryScope(registration)) else { return nil }
        let name = path.joined(separator: ".")
        let file = registration.location.file
        switch registration.framework {
        case .zerk, .shank:
            guard let insertion = points.castInsertion else { return nil }
            return Fix(description: "register '\(registration.key)' as '\(name)': add ' as \(name)'", file: file,
                       edits: [TextEdit(span: insertion, replacement: " as \(name)")])
        case .dirk:
            guard let insertion = points.genericInsertion else { return nil }
            return Fix(description: "register it as '\(registration.form)<\(name)>'", file: file,
                       edits: [TextEdit(span: insertion, replacement: "<\(name)>")])
        case .injectgrail:
            return nil
        }
    }
}
