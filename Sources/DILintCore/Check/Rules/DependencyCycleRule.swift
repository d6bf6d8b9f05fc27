/// `dependency-cycle`: keys whose construction needs, directly or indirectly, themselves.
public struct DependencyCycleRule: Rule {
    public static let id = "dependency-cycle"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        Building one of these types needs another that, directly or through others, needs the first: the \
        container recurses until the stack overflows. A cycle made only of init-time edges (provider \
        bodies, eager property wrappers, resolution in `init`) is an error. A cycle broken by a lazy edge \
        (Dirk's `@Inject`, `@Resolve`; Zerk's `@Injected…`, which look up at init but build on first read) \
        crashes only if something reads the property during construction, so it is a warning. In Zerk, a \
        `restore` that runs while `autoStore()` runs (directly, in a function it calls, or through an \
        object with `@Injected` properties built there) re-enters `autoStore()` and is an error too; as \
        `autoStore()` then never returns, the first such finding lists every other lookup, which recurses the same way. Each \
        cycle is reported once, at the request written last (by file, line and column), the one that closes \
        the loop as the code reads, and the message says how to make that request lazy; a lazy cycle is \
        reported at its last lazy request. A `dilint:` suppression at any request of the cycle applies. For InjectGrail the cycle is one of \
        injectors in the Injects graph: an error when its generator recurses on it until Sourcery crashes (it \
        walks up from the injectors that inject nothing, so it does when one lies below the cycle and a \
        property on the way resolves from no parent), a warning otherwise.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let containers = Set(graph.edges.map(\.container)).sorted()
        for container in containers {
            let edges = graph.edges.filter { $0.container == container }
            let initEdges = edges.filter { $0.timing == .initTime }
            // The members of each reported cycle, under its smallest member: a cycle inside a new one has its
            // smallest member there too, so only those are compared, not every cycle reported before.
            var reported: [String: [Set<String>]] = [:]
            for (cycleEdges, severity) in [(initEdges, Severity.error), (edges, Severity.warning)] {
                let firstEdges = Self.firstEdges(cycleEdges)
                for (cycle, component) in cycles(in: cycleEdges) {
                    let members = Set(cycle.dropLast())
                    // A lazy component that holds an init-time cycle was reported already as an error.
                    let inside = members.flatMap { reported[$0] ?? [] }
                    WorkCount.add(.cycleEntries, inside.count)
                    if inside.contains(where: { $0.isSubset(of: members) }) { continue }
                    if let smallest = members.min() { reported[smallest, default: []].append(members) }
                    var found = diagnostic(for: cycle, firstEdges: firstEdges, severity: severity, container: container, grail: graph.injectGrail)
                    // The rest of the tangle: fixing the cycle shown may leave another through them.
                    let others = component.filter { !members.contains($0) }.sorted()
                    if !others.isEmpty, container.framework != .injectgrail {
                        found.notes.append(.init("\(others.map { "'\($0)'" }.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") caught in the same tangle of \(component.count) keys that need each other; breaking this cycle may leave another through \(others.count == 1 ? "it" : "them")"))
                    }
                    diagnostics.append(found)
                }
            }
        }
        let reentrant = graph.reentrantRequests
        // autoStore() never returns, so every other lookup of the app re-enters it too: the first finding says
        // where (as a start that never runs names the requests it fails).
        let reentrantPlaces = Set(reentrant.map(\.location))
        let alsoFailing = graph.requests.filter { $0.framework == .zerk && !reentrantPlaces.contains($0.location) }
            .sorted { $0.location < $1.location }
        for (position, request) in reentrant.enumerated() {
            var notes: [Diagnostic.Note] = [.init("restore '\(request.key)' after registration has finished, or inside a builder closure, which runs later")]
            if position == 0 {
                notes += alsoFailing.map { .init("autoStore() never returns, so '\($0.key)' restored here recurses the same way", at: $0.location) }
            }
            diagnostics.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "\(request.form) runs autoStore() again: Zerk calls it before every restore until it has returned, so this recurses until the stack overflows",
                location: request.location, type: request.key, notes: notes, subject: .cycle, sites: [.request(request)]))
        }
        return diagnostics
    }

    /// One elementary cycle per strongly connected component, starting at its smallest member, with the component.
    private func cycles(in edges: [Edge]) -> [(cycle: [String], component: [String])] {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.from, default: []].append(edge.to) }
        for key in successors.keys { successors[key] = Array(Set(successors[key]!)).sorted() }
        let nodes = Set(edges.flatMap { [$0.from, $0.to] })
        return StronglyConnectedComponents.of(nodes: Array(nodes), successors: successors).compactMap { component in
            let members = Set(component)
            let start = component[0]
            if component.count == 1 && !(successors[start] ?? []).contains(start) { return nil }
            return StronglyConnectedComponents.shortestCycle(from: start, within: members, successors: successors)
                .map { ($0, component) }
        }
    }

    /// The first written edge of each pair of keys: a cycle's steps, looked up rather than searched for
    /// among every edge of the container at each step.
    private static func firstEdges(_ edges: [Edge]) -> [[String]: Edge] {
        var first: [[String]: Edge] = [:]
        for edge in edges {
            if let known = first[[edge.from, edge.to]], !(edge.location < known.location) { continue }
            first[[edge.from, edge.to]] = edge
        }
        return first
    }

    /// The cycle's edges in path order, each the first written of its pair.
    private func steps(of cycle: [String], firstEdges: [[String]: Edge]) -> [Edge] {
        zip(cycle, cycle.dropFirst()).compactMap { from, to in
            WorkCount.add(.cycleEntries)
            return firstEdges[[from, to]]
        }
    }

    /// Where a cycle is reported: at the request written last (by file path, line, column), the one that
    /// closes the loop as the code reads; for a lazy cycle, the last lazy request. Names play no part, so
    /// renaming a member neither moves the finding nor breaks its suppression.
    private func anchor(of steps: [Edge], severity: Severity) -> Int? {
        let candidates = steps.indices.filter { severity == .error || steps[$0].timing == .lazy }
        return (candidates.isEmpty ? Array(steps.indices) : candidates).max { steps[$0].location < steps[$1].location }
    }

    private func diagnostic(for cycle: [String], firstEdges: [[String]: Edge], severity: Severity,
                            container: ContainerID, grail: InjectGrailGraph?) -> Diagnostic {
        if container.framework == .injectgrail { return injectsCycleDiagnostic(for: cycle, firstEdges: firstEdges, grail: grail) }
        var ordered = steps(of: cycle, firstEdges: firstEdges)
        // The path is told from the anchor's request on, so the message starts where the finding sits.
        if let start = anchor(of: ordered, severity: severity) { ordered = Array(ordered[start...] + ordered[..<start]) }
        guard let anchor = ordered.first else {
            return Diagnostic(rule: Self.id, severity: severity, framework: container.framework,
                              message: "dependency cycle: \(cycle.map { "'\($0)'" }.joined(separator: " → "))",
                              location: SourceLocation(file: "", line: 0, column: 0), type: cycle[0], subject: .cycle)
        }
        let path = (ordered.map(\.from) + [anchor.from]).map { "'\($0)'" }.joined(separator: " → ")
        var notes: [Diagnostic.Note] = []
        var throughWrapper = false
        for edge in ordered {
            if edge.timing == .lazy && edge.form.hasPrefix("@") { throughWrapper = true }
            let how: String
            switch (edge.timing, edge.form.hasPrefix("@")) {
            case (.lazy, true): how = "lazily, when the property is first read"
            case (.lazy, false): how = "outside its construction (in a method or a closure that runs later)"
            case (.initTime, _): how = "while it is being built"
            }
            notes.append(.init("'\(edge.from)' requests '\(edge.to)' with \(edge.form) \(how)", at: edge.location))
        }
        let message = severity == .error
            ? "dependency cycle: \(path); resolving any of them recurses until the stack overflows; \(Self.fix(breaking: anchor, in: container.framework))"
            : throughWrapper
                ? "dependency cycle through a lazy injection: \(path); it crashes if a member reads the lazy property while being built; keep '\(anchor.from)' from reading '\(anchor.to)' until it is built"
                : "dependency cycle through a deferred request: \(path); it crashes if that request runs while the others are being built; keep '\(anchor.from)' from requesting '\(anchor.to)' until it is built"
        return Diagnostic(rule: Self.id, severity: severity, framework: container.framework, message: message,
                          location: anchor.location, type: anchor.from, notes: notes, subject: .cycle, sites: ordered.map(GraphSite.step))
    }

    /// The edit that breaks an init-time cycle at `edge`, in the words of its framework. Where the request is
    /// the very wrapper the lazy alternative names, an initializer reads it: that read is what to move.
    static func fix(breaking edge: Edge, in framework: Framework) -> String {
        let alternative = framework.plugin.wording.lazyAlternative
        if edge.form.hasPrefix("@"), alternative.hasPrefix("an \(edge.form) ") {
            return "break it here: an initializer of '\(edge.from)' reads its \(edge.form) property of '\(edge.to)'; read it only after construction"
        }
        return "break it here: instead of \(edge.form) while it is being built, let '\(edge.from)' get '\(edge.to)' from \(alternative)"
    }
}
