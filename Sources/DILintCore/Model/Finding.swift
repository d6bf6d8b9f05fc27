/// A finding as the report shows it, tied to the graph: the nodes and edges it is about, so a picture
/// can mark exactly what the report says, and a fingerprint that survives moved code.
public struct Finding: Hashable, Sendable, Codable {
    public var diagnostic: Diagnostic
    public var fingerprint: String
    public var nodes: [GraphNodeID]
    public var edges: [GraphEdgeID]

    public init(_ diagnostic: Diagnostic, nodes: [GraphNodeID] = [], edges: [GraphEdgeID] = []) {
        self.diagnostic = diagnostic
        // The sites live on as the ids: a finding read back from a result is the same finding.
        self.diagnostic.sites = []
        fingerprint = Fingerprint(diagnostic).hash
        self.nodes = nodes
        self.edges = edges
    }

    // One flat object: the diagnostic's own fields (whatever it gains later) beside the graph's ids.
    private enum CodingKeys: String, CodingKey { case fingerprint, nodes, edges }

    public init(from decoder: Decoder) throws {
        diagnostic = try Diagnostic(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        nodes = try container.decode([GraphNodeID].self, forKey: .nodes)
        edges = try container.decode([GraphEdgeID].self, forKey: .edges)
    }

    public func encode(to encoder: Encoder) throws {
        try diagnostic.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(edges, forKey: .edges)
    }
}
