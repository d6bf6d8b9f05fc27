/// Which nodes and edges of the collected graph a finding is about, as its rule's subject says: a
/// loop's requests, the request at its place, or the registrations at its place and its notes'. Ids
/// are found by their site's place: an edge's id numbers the sites of its pair across the whole graph.
struct FindingGraphIDs: Sendable {
    private let nodesByID: [GraphNodeID: AnalysisNode]
    private let edgesAt: [SourceLocation: [AnalysisEdge]]
    private let nodesAt: [SourceLocation: [AnalysisNode]]
    /// The node each request asks for, by its place: a request outside any type has no edge.
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
        let subject = diagnostic.subject
        if subject == .cycle, let loop = loop(of: diagnostic, framework) { return loop }
        // No subject: the request or the registration at the finding's place, whichever is there.
        let ofRegistrations = subject == .unusedRegistrations || subject == .duplicateRegistration
        var (nodes, edges) = atPlace(of: diagnostic, framework)
        if nodes.isEmpty && !ofRegistrations {
            // A module never started points at each request: their keys registered nowhere are what it reports.
            let noted = siteEdges(at: diagnostic.notes.compactMap(\.location), framework).filter { edge in
                guard let target = nodesByID[edge.to], target.kind == .unregistered else { return false }
                return diagnostic.type == nil || diagnostic.type == target.key
            }
            edges += noted
            nodes.formUnion(noted.map(\.to))
        }
        if nodes.isEmpty && diagnostic.type == nil && (ofRegistrations || subject == nil) {
            // Registrations of several keys (a module's, a provider's) name none: their notes are at each.
            let registered: [AnalysisNode] = diagnostic.notes.compactMap(\.location).flatMap { nodesAt[$0] ?? [] }
            nodes.formUnion(registered.filter { $0.framework == framework && [.service, .implementation].contains($0.kind) }.map(\.id))
        }
        return Finding(diagnostic, nodes: nodes.sorted(), edges: Set(edges.map(\.id)).sorted())
    }

    private func siteEdges(at places: [SourceLocation], _ framework: Framework) -> [AnalysisEdge] {
        places.flatMap { edgesAt[$0] ?? [] }.filter { nodesByID[$0.from]?.framework == framework }
    }

    /// The request or registration at the finding's place, of its key.
    private func atPlace(of diagnostic: Diagnostic, _ framework: Framework) -> (Set<GraphNodeID>, [AnalysisEdge]) {
        var edges = siteEdges(at: [diagnostic.location], framework), nodes: Set<GraphNodeID> = []
        guard let key = diagnostic.type else { return (nodes, edges) }
        let naming = edges.filter { nodesByID[$0.to]?.key == key || nodesByID[$0.from]?.key == key }
        if naming.isEmpty {
            // A request by name (`@Inject("cache")`) names its key by the name: the request's target.
            nodes.formUnion(edges.filter { $0.kind != .provides }.map(\.to))
        } else {
            edges = naming
            nodes.formUnion(edges.flatMap { [$0.from, $0.to] }.filter { nodesByID[$0]?.key == key })
        }
        nodes.formUnion((nodesAt[diagnostic.location] ?? []).filter { $0.framework == framework && $0.key == key }.map(\.id))
        nodes.formUnion((requested[diagnostic.location] ?? []).filter { nodesByID[$0]?.framework == framework && nodesByID[$0]?.key == key })
        return (nodes, edges)
    }

    /// The depends edges at a cycle's place and notes that form the loop: each one's target is another
    /// one's source, so a request site that also holds an edge off the loop does not drag that edge in.
    private func loop(of diagnostic: Diagnostic, _ framework: Framework) -> Finding? {
        var steps = siteEdges(at: [diagnostic.location] + diagnostic.notes.compactMap(\.location), framework).filter { $0.kind == .depends }
        while true {
            let sources = Set(steps.map(\.from)), targets = Set(steps.map(\.to))
            let kept = steps.filter { sources.contains($0.to) && targets.contains($0.from) }
            if kept.count == steps.count { break }
            steps = kept
        }
        return steps.isEmpty ? nil : Finding(diagnostic, nodes: Set(steps.map(\.from)).sorted(), edges: Set(steps.map(\.id)).sorted())
    }
}
