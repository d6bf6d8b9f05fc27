/// `manual-injection`: an InjectGrail injector property the generator will not resolve, so it becomes
/// an argument of a generated `inject(…)` that every caller must pass.
public struct ManualInjectionRule: Rule {
    public static let id = "manual-injection"
    public static let defaultSeverity = Severity.note
    public static let summary = """
        InjectGrail's generator resolves an injector's properties from the injecting parent, then the \
        RootInjector, then the parent's ancestors, by comparing type names as written. A property it \
        cannot resolve silently becomes a parameter of the generated `inject(…)`: `Int` and `String` are \
        never resolved, nor is a property marked `// sourcery: forceManual`; a type found nowhere (often \
        spelled differently: `P?`, `any P`, `Module.P`) or held by several properties none of which has \
        the same name is not either. Existing `inject()` calls then stop compiling. Reported once per \
        property, with every `inject(…)` that takes it; the root's own `inject(…)` counts for injectors \
        that no injectable injects.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail else { return [] }
        return grail.manualInjections.map { manual in
            let property = manual.property
            var notes = manual.sites.map { Diagnostic.Note("argument of the generated \($0.function)", at: $0.location) }
            notes += manual.nearMisses.map { Diagnostic.Note($0) }
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: .injectgrail,
                message: "'\(property.name): \(property.typeName)' of \(manual.injector) becomes an argument of the generated inject(…): \(Self.reason(manual))",
                location: property.location, type: property.typeName, notes: notes)
        }
    }

    private static func reason(_ manual: InjectGrailGraph.ManualInjection) -> String {
        switch manual.reason {
        case .neverResolvedType:
            return "InjectGrail never resolves Int or String properties"
        case .forceManual:
            return "it is marked '// sourcery: forceManual'"
        case .notFound:
            return "no parent, ancestor or root injector has a property of type '\(manual.property.typeName)'"
        case .ambiguous(let candidates):
            let names = candidates.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(manual.property.typeName)' is held by several properties of this injector or of the one it comes from, "
                + "so the name must match, and no candidate (\(names)) is named '\(manual.property.name)'"
        }
    }
}
