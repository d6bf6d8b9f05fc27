/// The nodes and edges of the collected graph a finding is about: those of the sites its rule named
/// (`Diagnostic.sites`), each looked up as the collector recorded it.
struct FindingGraphIDs: Sendable {
    /// Every node of the graph: a registration's site names its node only where the graph has it.
    private let nodes: Set<GraphNodeID>
    /// The node of each request (the key it asks for) and of each step (the node it starts at).
    private let siteNodes: [GraphSite: GraphNodeID]
    /// The edges drawn for each request and step.
    private let siteEdges: [GraphSite: [GraphEdgeID]]

    init(nodes: Set<GraphNodeID>, siteNodes: [GraphSite: GraphNodeID], siteEdges: [GraphSite: [GraphEdgeID]]) {
        self.nodes = nodes
        self.siteNodes = siteNodes
        self.siteEdges = siteEdges
    }

    func finding(for diagnostic: Diagnostic) -> Finding {
        var found: Set<GraphNodeID> = [], edges: Set<GraphEdgeID> = []
        for site in diagnostic.sites {
            if let node = node(of: site) { found.insert(node) }
            edges.formUnion(siteEdges[site] ?? [])
        }
        return Finding(diagnostic, nodes: found.sorted(), edges: edges.sorted())
    }

    private func node(of site: GraphSite) -> GraphNodeID? {
        switch site {
        case .node(let id): return nodes.contains(id) ? id : nil
        case .registration(let container, let key, _):
            let id = GraphNodeID(container: container, key: key)
            return nodes.contains(id) ? id : nil
        case .request, .step: return siteNodes[site]
        }
    }
}
