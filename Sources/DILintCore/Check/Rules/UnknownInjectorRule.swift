/// `unknown-injector`: an InjectGrail conformance or macro names an injector that does not exist.
public struct UnknownInjectorRule: Rule {
    public static let id = "unknown-injector"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        An `InjectsX` conformance, an `@Injects<X>` argument or an injectable's `injector` property names \
        no known InjectGrail injector. For `InjectsX` and for injectables the generator stops with \
        `fatalError`, so Sourcery fails and nothing is generated; for `@Injects<X>` it logs an error and \
        silently writes no `inject(…)` for `X`.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail else { return [] }
        return grail.unknownReferences.map { reference in
            Diagnostic(rule: Self.id, severity: Self.defaultSeverity, framework: .injectgrail, message: reference.message,
                       location: reference.location, type: reference.name, subject: .unknownInjector,
                       sites: [.request(framework: .injectgrail, key: reference.name, location: reference.location)])
        }
    }
}
