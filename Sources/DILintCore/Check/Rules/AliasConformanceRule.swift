/// `alias-conformance`: a type listed for a Zerk builder that the built value does not conform to.
public struct AliasConformanceRule: Rule {
    public static let id = "alias-conformance"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        `singleton(P1.self, P2.self) { … }` stores one instance under every listed type. If the built \
        type does not conform to one of them, restoring that type crashes with "couldn't have been \
        typecasted". Checked against the inheritance clauses and extensions dilint sees; when a \
        conformance cannot be known (a type from another module), nothing is reported.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.registrations.compactMap { registration in
            guard registration.keyIsListedAlias, !registration.storesClosure,
                  let built = registration.builtTypeNotConforming(in: graph.index) else { return nil }
            let builtName = built.joined(separator: ".")
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: registration.framework,
                message: "'\(builtName)' does not conform to '\(registration.keyType.canonical)', but is stored under it; restoring '\(registration.key)' crashes with a failed typecast",
                location: registration.location, type: registration.key,
                notes: [.init("add the conformance, 'extension \(builtName): \(registration.keyType.canonical) {}', or remove '\(registration.keyType.canonical).self' from the list")],
                sites: [.registration(registration)])
        }
    }
}
