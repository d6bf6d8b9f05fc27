import CGraphviz

typealias CGraph = UnsafeMutablePointer<Agraph_t>
typealias CNode = UnsafeMutablePointer<Agnode_t>

/// Builds a cgraph graph from a `GraphSpec`. The caller owns the result and must `agclose` it.
///
/// Must run under `GraphvizSession`'s lock. Everything is applied in a fixed order (attributes by
/// key, objects as given) because cgraph writes and lays out objects in creation order.
struct CGraphBuilder {
    let graph: CGraph
    private let format: RenderFormat
    /// Problems with the spec itself, reported alongside Graphviz's warnings.
    private(set) var warnings: [String] = []
    private var nodesByID: [String: CNode] = [:]
    private var clusterNaming = ClusterNaming()

    /// - Parameters:
    ///   - format: the output the graph is built for; some values are escaped differently for SVG.
    ///   - bitmapLimit: set for PNG output, to cap the drawing size before layout.
    init(_ spec: GraphSpec, for format: RenderFormat, bitmapLimit: BitmapLimit? = nil) throws {
        guard let graph = cgv_open(spec.name, cgv_directed()) else {
            throw GraphvizError(message: "Graphviz could not create graph '\(spec.name)'")
        }
        self.graph = graph
        self.format = format
        do {
            try populate(from: spec, bitmapLimit: bitmapLimit)
        } catch {
            agclose(graph)
            throw error
        }
    }

    private mutating func populate(from spec: GraphSpec, bitmapLimit: BitmapLimit?) throws {
        // Root attributes first: Graphviz copies the graph attributes set so far into subgraphs as
        // they are created, as DOT does for `graph [...]` statements that precede a subgraph.
        let fonted = FontDefaults.applied(to: spec)
        var graphAttributes = fonted.graph
        if let bitmapLimit { graphAttributes["size"] = bitmapLimit.cappedSize }
        apply(graphAttributes, to: graph)
        if let html = spec.htmlLabel { _ = cgv_set_html(graph, graph, "label", html) }
        declareDefaults(fonted.node, kind: AGNODE)
        declareDefaults(fonted.edge, kind: AGEDGE)

        for node in spec.nodes {
            var attributes = node.attributes
            attributes["label"] = node.label
            apply(attributes, to: try declaredNode(node.id))
        }
        for cluster in spec.clusters {
            try add(cluster, to: graph)
        }
        for edge in spec.edges {
            let referrer = "edge '\(edge.from)' -> '\(edge.to)'"
            let tail = try node(edge.from, referencedBy: referrer)
            let head = try node(edge.to, referencedBy: referrer)
            guard let created = cgv_edge(graph, tail, head) else {
                throw GraphvizError(message: "Graphviz could not create \(referrer)")
            }
            apply(edge.attributes, to: created)
        }
    }

    private mutating func add(_ cluster: GraphSpec.Cluster, to parent: CGraph) throws {
        let name = clusterNaming.subgraphName(forClusterID: cluster.id, rankGroup: cluster.isRankGroup)
        guard let subgraph = cgv_subgraph(parent, name) else {
            throw GraphvizError(message: "Graphviz could not create cluster '\(cluster.id)'")
        }
        var attributes = cluster.attributes
        if cluster.isRankGroup {
            attributes["rank"] = "same"
        } else {
            // Always set, even when empty: a cluster would otherwise show the label of its parent graph.
            attributes["label"] = cluster.label
        }
        apply(attributes, to: subgraph)
        for id in cluster.nodeIDs {
            // agsubnode also enters the node into every enclosing subgraph.
            _ = agsubnode(subgraph, try node(id, referencedBy: "cluster '\(cluster.id)'"), 1)
        }
        for child in cluster.clusters {
            try add(child, to: subgraph)
        }
    }

    private mutating func declaredNode(_ id: String) throws -> CNode {
        if let existing = nodesByID[id] { return existing }
        guard let created = cgv_node(graph, id) else {
            throw GraphvizError(message: "Graphviz could not create node '\(id)'")
        }
        nodesByID[id] = created
        return created
    }

    /// A node named by an edge or cluster. One missing from `spec.nodes` is still drawn, labelled with
    /// its id, as DOT would; the warning points at the likely bug in whoever built the spec.
    private mutating func node(_ id: String, referencedBy referrer: String) throws -> CNode {
        if let existing = nodesByID[id] { return existing }
        warnings.append("\(referrer) refers to undeclared node '\(id)'")
        let created = try declaredNode(id)
        apply(["label": id], to: created)
        return created
    }

    private func apply(_ attributes: [String: String], to object: UnsafeMutableRawPointer) {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            _ = cgv_set(object, name, AttributeValues.graphvizValue(forAttribute: name, value, format: format))
        }
    }

    /// Sets the value every node (`AGNODE`) or edge (`AGEDGE`) gets unless it sets its own.
    private func declareDefaults(_ attributes: [String: String], kind: Int32) {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            cgv_default(graph, kind, name, AttributeValues.graphvizValue(forAttribute: name, value, format: format))
        }
    }
}
