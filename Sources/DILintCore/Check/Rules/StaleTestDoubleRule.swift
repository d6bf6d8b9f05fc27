/// `stale-test-double`: a test registration that no longer stands in for anything the app has — its key
/// is neither requested nor registered by app code — or whose built type no longer conforms to its key.
public struct StaleTestDoubleRule: Rule {
    public static let id = "stale-test-double"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        A test registers a double (a mock, a stub, a fake) for a key the app code no longer requests or \
        registers, so the double tests nothing: the code it stood in for was renamed or removed, and the test \
        still passes (a key a test itself requests is a fixture it uses, and a code base with no app code of \
        the framework, a library's own tests, has nothing to compare with). Or the double's type no longer conforms to the key it is registered under: the test \
        target stops compiling, or (a Zerk listed type) restoring it crashes. Conformance is checked against \
        the inheritance clauses and extensions dilint sees; when it cannot be known, nothing is said. Nothing \
        is said of keys in a container with a request whose key dilint cannot read.
        """
    public static let fix = """
        Register the double under the key the app asks for now, or delete it with the test that used it; \
        add the conformance the double lost.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        struct Key: Hashable {
            var framework: Framework
            var key: String
        }
        var appKeys = Set<Key>()
        for registration in graph.registrations where registration.codeClass == .app {
            appKeys.insert(Key(framework: registration.framework, key: registration.key))
        }
        for registration in graph.inactiveRegistrations where registration.codeClass == .app {
            appKeys.insert(Key(framework: registration.framework, key: registration.key))
        }
        for request in graph.requests where request.codeClass == .app {
            appKeys.insert(Key(framework: request.framework, key: request.key))
        }
        // A key a test itself asks for is a fixture the test uses, not a double standing in for nothing.
        let testRequested = Set(graph.requests.filter { $0.codeClass == .test }.map { Key(framework: $0.framework, key: $0.key) })
        // With no app code of a framework (a library's own test suite) there is nothing a double could stand in for.
        let frameworksInApp = Set(appKeys.map(\.framework))
        let unread = Set(graph.unreadRequests.filter { $0.container.codeClass == .app }.map(\.container.framework))
        var findings: [Diagnostic] = []
        for registration in graph.registrations where registration.codeClass == .test && registration.framework != .injectgrail {
            if let lost = lostConformance(of: registration, graph: graph) {
                findings.append(lost)
            } else if case let key = Key(framework: registration.framework, key: registration.key),
                      !appKeys.contains(key), !testRequested.contains(key), frameworksInApp.contains(registration.framework),
                      !unread.contains(registration.framework), registration.name == nil {
                findings.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: registration.framework,
                    message: "the test registers '\(registration.key)', which no app code requests or registers any more; the double stands in for nothing",
                    location: registration.location, type: registration.key,
                    notes: [.init("register it under the key the app asks for now, or delete it with the test that used it")],
                    sites: [.registration(registration)]))
            }
        }
        return findings
    }

    /// The double's type does not conform to its key (alias-conformance says it of Zerk's listed types).
    private func lostConformance(of registration: Registration, graph: DependencyGraph) -> Diagnostic? {
        guard !registration.keyIsListedAlias, !registration.storesClosure,
              let built = registration.builtTypeNotConforming(in: graph.index) else { return nil }
        let builtName = built.joined(separator: ".")
        return Diagnostic(
            rule: Self.id, severity: Self.defaultSeverity, framework: registration.framework,
            message: "the test's double '\(builtName)' does not conform to '\(registration.keyType.canonical)', the key it is registered under",
            location: registration.location, type: registration.key,
            notes: [.init("add the conformance, 'extension \(builtName): \(registration.keyType.canonical) {}', or register the double under the key it implements")],
            sites: [.registration(registration)])
    }
}
