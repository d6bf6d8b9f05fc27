/// Which nodes and edges of the graph a finding is about, read from where the finding and its notes
/// point and the key it names: the request it sits at (and the container that request reads), the
/// registration it sits at, or for a cycle every request on the loop.
struct FindingTargets: Sendable {
    private let nodesByID: [GraphNodeID: AnalysisNode]
    private let edgesAt: [SourceLocation: [AnalysisEdge]]
    private let nodesAt: [SourceLocation: [AnalysisNode]]
    private let requested: [SourceLocation: [GraphNodeID]]

    init(nodes: [AnalysisNode], edges: [AnalysisEdge], requested: [SourceLocation: [GraphNodeID]]) {
        self.requested = requested
        nodesByID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        edgesAt = Dictionary(grouping: edges.filter { $0.location != nil }, by: { $0.location! })
        nodesAt = Dictionary(grouping: nodes.filter { $0.location != nil }, by: { $0.location! })
    }

    func finding(for diagnostic: Diagnostic) -> Finding {
        // Findings about the comments themselves (unused suppressions) belong to no framework's graph.
        guard let framework = diagnostic.framework else { return Finding(diagnostic) }
        func ofFramework(_ edge: AnalysisEdge) -> Bool { nodesByID[edge.from]?.framework == framework }
        if diagnostic.subject == .cycle {
            let steps = cycleSteps(([diagnostic.location] + diagnostic.notes.compactMap(\.location)).flatMap { edgesAt[$0] ?? [] }.filter(ofFramework))
            if !steps.isEmpty {
                return Finding(diagnostic, nodes: Set(steps.map(\.from)).sorted(), edges: Set(steps.map(\.id)).sorted())
            }
        }
        var edges = (edgesAt[diagnostic.location] ?? []).filter(ofFramework)
        var nodes: Set<GraphNodeID> = []
        if let key = diagnostic.type {
            let naming = edges.filter { nodesByID[$0.to]?.key == key || nodesByID[$0.from]?.key == key }
            if naming.isEmpty {
                // A request by name (`@Inject("cache")`) names its key by the name: the request's target.
                nodes.formUnion(edges.filter { $0.kind != .provides }.map(\.to))
            } else {
                edges = naming
                for edge in edges {
                    for end in [edge.from, edge.to] where nodesByID[end]?.key == key { nodes.insert(end) }
                }
            }
            for node in nodesAt[diagnostic.location] ?? [] where node.framework == framework && node.key == key { nodes.insert(node.id) }
            for node in requested[diagnostic.location] ?? [] where nodesByID[node].map({ $0.framework == framework && $0.key == key }) == true {
                nodes.insert(node)
            }
        }
        if nodes.isEmpty {
            // A finding that sits elsewhere (at a module never started, whose requests all crash) points
            // at each request in a note: the keys there that nothing registers are what it reports.
            let noted = diagnostic.notes.compactMap(\.location).flatMap { edgesAt[$0] ?? [] }.filter(ofFramework).filter { edge in
                guard let target = nodesByID[edge.to], target.kind == .unregistered else { return false }
                return diagnostic.type == nil || diagnostic.type == target.key
            }
            edges += noted
            nodes.formUnion(noted.map(\.to))
        }
        if nodes.isEmpty && diagnostic.type == nil {
            // A finding about several keys (a module's, a provider's under several) names none: its notes
            // point at the registrations, where their keys' nodes are.
            let registered = diagnostic.notes.compactMap(\.location).flatMap { nodesAt[$0] ?? [] }
                .filter { $0.framework == framework && ($0.kind == .service || $0.kind == .implementation) }
            nodes.formUnion(registered.map(\.id))
        }
        return Finding(diagnostic, nodes: nodes.sorted(), edges: Set(edges.map(\.id)).sorted())
    }

    /// The edges at a cycle's notes that form the loop: each one's target is another one's source. A
    /// request site that also holds an edge off the loop does not drag that edge in.
    private func cycleSteps(_ candidates: [AnalysisEdge]) -> [AnalysisEdge] {
        var steps = candidates.filter { $0.kind == .depends }
        while true {
            let sources = Set(steps.map(\.from)), targets = Set(steps.map(\.to))
            let kept = steps.filter { sources.contains($0.to) && targets.contains($0.from) }
            if kept.count == steps.count { return steps }
            steps = kept
        }
    }
}
