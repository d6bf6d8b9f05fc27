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
        object with `@Injected` properties built there) re-enters `autoStore()` and is an error too. Each \
        cycle is reported once, at its first member in sorted order. For InjectGrail the cycle is one of \
        injectors in the Injects graph: its generator can recurse on it until Sourcery crashes.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let containers = Set(graph.edges.map(\.container)).sorted()
        for container in containers {
            let edges = graph.edges.filter { $0.container == container }
            let initEdges = edges.filter { $0.timing == .initTime }
            var reported: Set<[String]> = []
            for (cycleEdges, severity) in [(initEdges, Severity.error), (edges, Severity.warning)] {
                for (cycle, component) in cycles(in: cycleEdges) {
                    let members = Set(cycle.dropLast())
                    // A lazy component that holds an init-time cycle was reported already as an error.
                    if reported.contains(where: { Set($0).isSubset(of: members) }) { continue }
                    reported.insert(Array(members).sorted())
                    var found = diagnostic(for: cycle, edges: cycleEdges, severity: severity, container: container)
                    // The rest of the tangle: fixing the cycle shown may leave another through them.
                    let others = component.filter { !members.contains($0) }.sorted()
                    if !others.isEmpty, container.framework != .injectgrail {
                        found.notes.append(.init("\(others.map { "'\($0)'" }.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") caught in the same tangle of \(component.count) keys that need each other; breaking this cycle may leave another through \(others.count == 1 ? "it" : "them")"))
                    }
                    diagnostics.append(found)
                }
            }
        }
        for request in graph.reentrantRequests {
            diagnostics.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "\(request.form) runs autoStore() again: Zerk calls it before every restore until it has returned, so this recurses until the stack overflows",
                location: request.location, type: request.key,
                notes: [.init("restore '\(request.key)' after registration has finished, or inside a builder closure, which runs later")]))
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

    private func diagnostic(for cycle: [String], edges: [Edge], severity: Severity, container: ContainerID) -> Diagnostic {
        if container.framework == .injectgrail { return injectsCycleDiagnostic(for: cycle, edges: edges) }
        let path = cycle.map { "'\($0)'" }.joined(separator: " → ")
        var notes: [Diagnostic.Note] = []
        var firstLocation: SourceLocation?
        var throughWrapper = false
        for (from, to) in zip(cycle, cycle.dropFirst()) {
            let edge = edges.filter { $0.from == from && $0.to == to }.min { $0.location < $1.location }
            guard let edge else { continue }
            if firstLocation == nil { firstLocation = edge.location }
            if edge.timing == .lazy && edge.form.hasPrefix("@") { throughWrapper = true }
            let how: String
            switch (edge.timing, edge.form.hasPrefix("@")) {
            case (.lazy, true): how = "lazily, when the property is first read"
            case (.lazy, false): how = "outside its construction (in a method or a closure that runs later)"
            case (.initTime, _): how = "while it is being built"
            }
            notes.append(.init("'\(from)' requests '\(to)' with \(edge.form) \(how)", at: edge.location))
        }
        let message = severity == .error
            ? "dependency cycle: \(path); resolving any of them recurses until the stack overflows"
            : throughWrapper
                ? "dependency cycle through a lazy injection: \(path); it crashes if a member reads the lazy property while being built"
                : "dependency cycle through a deferred request: \(path); it crashes if that request runs while the others are being built"
        return Diagnostic(rule: Self.id, severity: severity, framework: container.framework, message: message,
                          location: firstLocation ?? SourceLocation(file: "", line: 0, column: 0), type: cycle[0], notes: notes)
    }
}
