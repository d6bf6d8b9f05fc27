/// What the HTML page's script reads about the picture (the `dilint-graph` script element): each node's
/// name, framework and container for search and the filters, and the edges for lighting up neighbours.
struct HTMLGraphData: Encodable {
    var nodes: [Node]
    var edges: [Edge]

    struct Node: Encodable {
        var id: String
        var label: String
        var framework: String
        @WrittenAsNull var container: String?
        var unused: Bool
    }

    struct Edge: Encodable { var from, to: String }

    init(_ model: DrawModel) {
        nodes = model.nodes.map { Node(id: $0.id, label: $0.label, framework: $0.framework.displayName, container: $0.container, unused: $0.unused) }
        edges = model.edges.map { Edge(from: $0.from, to: $0.to) }
    }
}
