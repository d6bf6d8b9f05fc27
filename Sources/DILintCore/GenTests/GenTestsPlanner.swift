/// Turns an analysis result and the analysed sources into the tests `dilint gen-tests` writes: for each
/// container of the app, the bootstraps dilint read, then every request the app makes of it. Nothing is
/// guessed: a bootstrap or request the file cannot spell out is listed in a comment instead.
public enum GenTestsPlanner {
    /// The frameworks with a run-time container a test can resolve from (InjectGrail generates code).
    static let frameworks: Set<Framework> = [.dirk, .shank, .zerk]
    /// Property wrappers that request a key; a request declared with one is copied as written.
    static let wrappers: Set<String> = ["Inject", "Injected", "InjectedProperty", "InjectedMutableProperty", "InjectedUnwrappedProperty",
                                        "InjectedUnwrappedMutableProperty", "Resolve", "StateInject", "ObservableInject"]

    public struct NoContainers: Error, Equatable {}

    /// - Parameters:
    ///   - sources: the analysed files' text by the path the result's locations use.
    ///   - externalTypes: keys the configuration says the host app registers (`external:`).
    public static func plan(_ result: AnalysisResult, sources: [String: String], externalTypes: Set<String> = []) throws -> TestPlan {
        // The files are parsed and walked again: on a large stack, as the analysis does, for deeply nested code.
        try LargeStackWorkers.run { Result { try planHere(result, sources: sources, externalTypes: externalTypes) } }.get()
    }

    private static func planHere(_ result: AnalysisResult, sources: [String: String], externalTypes: Set<String>) throws -> TestPlan {
        let files = sources.keys.sorted().map { TestSourceFile(path: $0, text: sources[$0]!) }
        let requests = PlannedRequest.read(from: result, files: Set(sources.keys))
        let usedFrameworks = Set(requests.map(\.framework)).union(result.nodes.filter { $0.codeClass == .app }.map(\.framework))
            .intersection(frameworks)
        guard !usedFrameworks.isEmpty else { throw NoContainers() }
        let firstCases = files.reduce(into: [String: String]()) { all, file in all.merge(file.enumFirstCases) { first, _ in first } }
        let protocols = files.reduce(into: Set<String>()) { all, file in all.formUnion(file.protocolNames) }
        let bootstraps = usedFrameworks.sorted().map { bootstrap(of: $0, result: result, files: files, firstCases: firstCases, protocols: protocols) }
        let probes = ProbeWriter(files: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }), externalTypes: externalTypes)
        var containers: [TestPlan.Container] = []
        let byContainer = Dictionary(grouping: requests) { ContainerKey(framework: $0.framework, storage: $0.storage) }
        let keys = Set(byContainer.keys).union(usedFrameworks.map { ContainerKey(framework: $0, storage: nil) })
        for key in keys.sorted() {
            containers.append(container(key, requests: byContainer[key] ?? [], probes: probes))
        }
        return TestPlan(bootstraps: bootstraps, containers: containers)
    }

    struct ContainerKey: Hashable, Comparable {
        var framework: Framework
        var storage: String?
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.framework, lhs.storage ?? "") < (rhs.framework, rhs.storage ?? "") }

        /// The framework and the container as the app names it: `ZerkStandardStorage`, `ZerkMediaStorage`
        /// (`Media.storage`), `DirkContainer`.
        func testName(title: String) -> String {
            switch (framework, storage) {
            case (.zerk, nil): return "ZerkStandardStorage"
            case (_, nil): return TestName.identifier(framework.displayName) + "Container"
            case (_, .some): return TestName.identifier(framework.displayName) + TestName.identifier(title)
            }
        }
    }

    private static func container(_ key: ContainerKey, requests: [PlannedRequest], probes: ProbeWriter) -> TestPlan.Container {
        var unread: [String] = []
        var shared: [TestPlan.Probe] = []
        var tests: [TestPlan.Test] = []
        let title = probes.title(of: key)
        let containerName = key.testName(title: title)
        var names: Set<String> = [containerName]
        for request in requests {
            let probe: TestPlan.Probe
            switch probes.probe(for: request) {
            case .success(let written): probe = written
            case .failure(let reason):
                unread.append("\(request.location) '\(request.key)': \(reason.text)")
                continue
            }
            if let expectation = request.expectation {
                var name = containerName + TestName.identifier(request.key) + "At" + TestName.identifier(fileStem(request.location.file)) + "\(request.location.line)"
                if names.contains(name) { name += "Column\(request.location.column)" }
                names.insert(name)
                tests.append(TestPlan.Test(name: name, framework: key.framework, probes: [probe], expectation: expectation))
            } else if let same = shared.firstIndex(where: { $0.statements == probe.statements }) {
                shared[same].locations += probe.locations
            } else {
                shared.append(probe)
            }
        }
        let containerTest = TestPlan.Test(name: containerName, framework: key.framework, probes: shared, expectation: nil)
        return TestPlan.Container(title: title, framework: key.framework, tests: [containerTest] + tests, unread: unread)
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    private static func bootstrap(of framework: Framework, result: AnalysisResult, files: [TestSourceFile], firstCases: [String: String],
                                  protocols: Set<String>) -> TestPlan.Bootstrap {
        // Zerk registrations into a custom storage are filled wherever dilint read them, not only via `Zerk.store`.
        let customStorageRegistrations: [SourceLocation] = framework == .zerk ? result.edges.compactMap { edge in
            guard edge.kind == .provides, let node = result.node(edge.from), node.framework == .zerk, node.codeClass == .app,
                  node.storage != nil else { return nil }
            return edge.location
        } : []
        // Only the app's own code bootstraps it (a test's setUp is not the app), and Shank's `.build()` is
        // too common a name to be read outside a file that imports Shank (Dirk may be re-exported).
        let sites = files.filter { Discovery.codeClass(of: $0.path) == .app && (framework != .shank || $0.imports.contains("Shank")) }
            .flatMap { $0.bootstrapSites(of: framework, registrations: customStorageRegistrations) }
            .sorted { ($0.rank, $0.location) < ($1.rank, $1.location) }
        var calls: [TestPlan.Call] = []
        var unread: [String] = []
        for site in sites {
            guard let callable = site.callable else {
                unread.append("\(site.location): runs as top-level code or a stored property's initial value, which a test cannot call")
                continue
            }
            let owner = callable.ownerPath.joined(separator: ".")
            // Zerk runs `autoStore()` itself at the first restore, as in the app.
            if framework == .zerk && owner == "Zerk" && callable.name == "autoStore" { continue }
            // A helper extending the framework's own types runs when the bootstrap that calls it runs.
            if !callable.isStatic && ["DependencyStoring", "DependencyRestoring", "Dirk", "Dependencies", "Module"].contains(owner) { continue }
            switch callable.statement(firstCases: firstCases, protocols: protocols) {
            case .success(let statement):
                if !calls.contains(where: { $0.statement == statement }) {
                    calls.append(TestPlan.Call(statement: statement, location: site.location, isAsync: callable.isAsync,
                                               isMainActor: callable.isMainActor))
                }
            case .failure(let reason):
                unread.append("\(site.location): \(reason.text)")
            }
        }
        return TestPlan.Bootstrap(framework: framework, calls: calls, unread: unread)
    }
}

enum TestName {
    /// `standardStorage` → `StandardStorage`, `Module.component() -> T` → `ModuleComponentT`.
    static func identifier(_ text: String) -> String {
        var out = ""
        var upper = true
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out.append(upper ? Character(character.uppercased()) : character)
                upper = false
            } else {
                upper = true
            }
        }
        return out
    }
}
