/// Two analyses of one project compared (`dilint diff`): findings matched by fingerprint (rule,
/// framework, key, enclosing declaration; never line numbers) and the graph matched by what each
/// registration, request and edge says, so code that only moved is no change.
public struct RevisionComparison: Sendable {
    public var introduced: [Diagnostic]
    public var fixed: [Diagnostic]
    public var stillPresent: [Diagnostic]
    /// One entry per container whose graph changed, in container order.
    public var graphChanges: [ContainerChange]

    public init(before: LintReport, after: LintReport) {
        let forward = Baseline(before.diagnostics).compare(after.diagnostics)
        introduced = forward.new
        stillPresent = forward.known
        fixed = Baseline(after.diagnostics).compare(before.diagnostics).new
        graphChanges = ContainerChange.between(before.graph, after.graph)
    }

    public var isNoChange: Bool { introduced.isEmpty && fixed.isEmpty && graphChanges.isEmpty }

    /// What a gate fails on: an error the change brought in. Warnings and old errors are reported, not fatal.
    public var introducesErrors: Bool { introduced.contains { $0.severity == .error } }
}

/// What changed in one container: each list holds descriptions without locations, sorted.
public struct ContainerChange: Sendable, Equatable {
    public var container: ContainerID
    public var registrations = Delta()
    public var requests = Delta()
    public var edges = Delta()
    /// The ends of each added and removed edge, in the order of `edges`, for drawing the changed part.
    public var addedEdgeEnds: [EdgeEnds] = []
    public var removedEdgeEnds: [EdgeEnds] = []

    public struct EdgeEnds: Sendable, Equatable {
        public var from: String
        public var to: String
    }

    public struct Delta: Sendable, Equatable {
        public var added: [String] = []
        public var removed: [String] = []
        public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

        /// Multiset difference: two identical requests where there was one is one added.
        init(before: [String], after: [String]) {
            var counts: [String: Int] = [:]
            for item in after { counts[item, default: 0] += 1 }
            for item in before { counts[item, default: 0] -= 1 }
            for (item, count) in counts.sorted(by: { $0.key < $1.key }) {
                if count > 0 { added += Array(repeating: item, count: count) }
                if count < 0 { removed += Array(repeating: item, count: -count) }
            }
        }

        init() {}
    }

    public var isEmpty: Bool { registrations.isEmpty && requests.isEmpty && edges.isEmpty }

    /// The container as people name it: `Dirk`, `Zerk (tests)`, `Zerk storage 'legacy'`.
    public var title: String {
        var title = container.framework.displayName
        if let storage = container.storage { title += " storage '\(storage)'" }
        if container.codeClass == .test { title += " (tests)" }
        return title
    }

    static func between(_ before: DependencyGraph, _ after: DependencyGraph) -> [ContainerChange] {
        let containers = Set(before.registrations.map(\.container) + before.requests.map(\.container) + before.edges.map(\.container)
            + after.registrations.map(\.container) + after.requests.map(\.container) + after.edges.map(\.container)).sorted()
        return containers.compactMap { container in
            var change = ContainerChange(container: container)
            change.registrations = Delta(before: before.registrations.filter { $0.container == container }.map(describe),
                                         after: after.registrations.filter { $0.container == container }.map(describe))
            change.requests = Delta(before: before.requests.filter { $0.container == container }.map(describe),
                                    after: after.requests.filter { $0.container == container }.map(describe))
            let edgesBefore = before.edges.filter { $0.container == container }
            let edgesAfter = after.edges.filter { $0.container == container }
            change.edges = Delta(before: edgesBefore.map(describe), after: edgesAfter.map(describe))
            var ends: [String: EdgeEnds] = [:]
            for edge in edgesBefore + edgesAfter { ends[describe(edge)] = EdgeEnds(from: edge.from, to: edge.to) }
            change.addedEdgeEnds = change.edges.added.compactMap { ends[$0] }
            change.removedEdgeEnds = change.edges.removed.compactMap { ends[$0] }
            return change.isEmpty ? nil : change
        }
    }

    private static func describe(_ registration: Registration) -> String {
        var text = "'\(registration.key)' (\(registration.lifetime.rawValue), \(registration.form))"
        if let name = registration.name { text += " named '\(name)'" }
        if let implementation = registration.implementation, implementation.canonical != registration.key {
            text += " built as '\(implementation.canonical)'"
        }
        return text
    }

    /// A request is named by its owner when it has one; otherwise by its file, the nearest stable place.
    private static func describe(_ request: Request) -> String {
        let place = request.ownerPath.map { "in \($0.joined(separator: "."))" }
            ?? request.providerKey.map { "in the provider of '\($0)'" }
            ?? "in \(request.location.file)"
        return "'\(request.key)' by \(request.form) \(place)"
    }

    private static func describe(_ edge: Edge) -> String {
        "'\(edge.from)' → '\(edge.to)'" + (edge.timing == .lazy ? " (lazy)" : "")
    }
}
