/// `stale-generated`: checked-in generated code lacks what the generator would now write.
public struct StaleGeneratedRule: Rule {
    public static let id = "stale-generated"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        Checked-in generated code lacks what the generator would now write. InjectGrail: an Impl struct \
        lacks a property that running the generator now would add (a new injector property, or one \
        tunnelled from the root or an ancestor for a child), or an injector has no Impl at all; code \
        written against the new declarations does not compile until Sourcery runs again. Zerk, Dirk, \
        Shank: a type is marked for the generator (`// sourcery: register`) like types the generated \
        registrations provide, but they do not provide it; its requests crash until Sourcery runs again.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        injectGrailImpls(graph) + GeneratedRegistrations.stale(graph)
    }

    private func injectGrailImpls(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail, !grail.generatedImpls.isEmpty else { return [] }
        let generated = Dictionary(grail.generatedImpls.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for injector in grail.injectors {
            guard let impl = generated[injector.implName] else {
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: .injectgrail,
                    message: "the generated code has no \(injector.implName) for \(injector.name); run the InjectGrail script again",
                    location: injector.location, type: injector.name, sites: [.injectGrail(injector.name)]))
                continue
            }
            for property in injector.implProperties
            where !impl.properties.contains(where: { $0.name == property.name && $0.typeName == property.typeName }) {
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: .injectgrail,
                    message: "generated \(impl.name) lacks '\(property.name): \(property.typeName)', which the generator now adds; run the InjectGrail script again",
                    location: impl.location, type: property.typeName,
                    notes: [.init("'\(property.name)' is declared here", at: property.location)]))
            }
        }
        return diagnostics
    }
}
