/// The dependency graph as drawn, as JSON, schema version 1: nodes and edges sorted, ids stable across
/// runs. A view of the analysis result: `node` and `edges` name the result's own ids, and `finding` /
/// `severity` the worst finding the picture marks there, `focused` (only when true) the type a focused
/// picture is about (later versions only add fields).
public enum GraphJSONWriter {
    public static let schemaVersion = 1

    public static func render(_ model: DrawModel) -> String {
        let nodes = model.nodes.map { node in
            Node(id: node.id, label: node.label, kind: node.kind.rawValue, framework: node.framework, lifetime: node.lifetime,
                 file: node.location?.file, line: node.location?.line, node: node.analysisID, finding: node.trouble,
                 focused: node.focused ? true : nil)
        }
        let edges = model.edges.map { edge in
            Edge(from: edge.from, to: edge.to, kind: edge.kind.rawValue, timing: edge.timing, cycle: edge.onCycle,
                 file: edge.location?.file, line: edge.location?.line, severity: edge.onCycle ? (edge.trouble ?? .error) : nil,
                 edges: edge.analysisIDs)
        }
        return JSONDocument.encode(Document(schemaVersion: schemaVersion, nodes: nodes, edges: edges))
    }

    struct Document: Encodable { var schemaVersion: Int; var nodes: [Node]; var edges: [Edge] }

    /// Every node has every key but `focused`; those without a value are `null`.
    struct Node: Encodable {
        var id, label, kind: String
        var framework: Framework
        @WrittenAsNull var lifetime: Lifetime?
        @WrittenAsNull var file: String?
        @WrittenAsNull var line: Int?
        @WrittenAsNull var node: GraphNodeID?
        @WrittenAsNull var finding: Severity?
        /// Only on the type a focused picture is about, so other pictures' JSON is as it was.
        var focused: Bool?
    }

    struct Edge: Encodable {
        var from, to, kind: String
        var timing: Timing
        var cycle: Bool
        @WrittenAsNull var file: String?
        @WrittenAsNull var line: Int?
        /// A cycle's severity (an error unless the picture marks it otherwise); null off cycles.
        @WrittenAsNull var severity: Severity?
        var edges: [GraphEdgeID]
    }
}
