/// `unknown-injector`: an InjectGrail conformance or macro names an injector that does not exist.
public struct UnknownInjectorRule: Rule {
    public static let id = "unknown-injector"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        An `InjectsX` conformance, an `@Injects<X>` argument or an injectable's `injector` property names \
        no known InjectGrail injector. For `InjectsX` and for injectables the generator stops with \
        `fatalError`, so Sourcery fails and nothing is generated; for `@Injects<X>` it logs an error and \
        silently writes no `inject(…)` for `X`. A warning while an app file dilint could not read may \
        declare the name.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail else { return [] }
        return grail.unknownReferences.map { reference in
            // What the generator finds depends on every app file: one dilint could not read may declare it.
            let unread = grail.unreadFiles
            return Diagnostic(rule: Self.id, severity: unread.isEmpty ? Self.defaultSeverity : .warning, framework: .injectgrail,
                              message: unread.isEmpty ? reference.message : reference.message + "; a file dilint did not read may declare it",
                              location: reference.location, type: reference.name,
                              notes: UnregisteredTypeRule.unreadNotes(unread, may: "declare '\(reference.name)'"), subject: .unknownInjector,
                              sites: [.request(framework: .injectgrail, key: reference.name, location: reference.location)])
        }
    }
}
