/// Walks a `GraphSpec` in the order DOT text lists it and hands each statement to a `GraphStatements`
/// sink: `DOTText` writes it (what `--format dot` prints), `CGraphBuilder` makes the same graph through
/// cgraph's calls, as Graphviz's reader does from that text, so the picture is the one the `dot`
/// command draws from it.
///
/// Objects are listed as Graphviz's own writer (agwrite) lists a graph built from the spec, because the
/// reader creates them in the order the text names them and that order decides the layout: clusters
/// first (a node is written whole in the innermost cluster that holds it), then the other nodes in the
/// spec's order, each followed by the edges leaving it (a head not written yet just before its edge).
/// Attributes come in key order, their values escaped for `format`.
struct DOTWriter<Sink: GraphStatements> {
    /// Problems with the spec itself, reported alongside Graphviz's warnings.
    private(set) var warnings: [String] = []
    private let spec: GraphSpec
    private let format: RenderFormat
    private(set) var sink: Sink
    private var written: Set<String> = []
    /// Every node Graphviz creates, in the order it would: the declared ones, then those only a cluster
    /// or an edge names; and each one's place in that order.
    private var allNodes: [String] = []
    private var order: [String: Int] = [:]
    private var clusterNaming = ClusterNaming()

    /// `sink` with every statement of `spec` handed to it, and the warnings the spec gave.
    static func write(_ spec: GraphSpec, for format: RenderFormat, bitmapLimit: BitmapLimit? = nil, to sink: Sink) -> (sink: Sink, warnings: [String]) {
        var writer = DOTWriter(spec: spec, format: format, sink: sink)
        writer.writeGraph(bitmapLimit: bitmapLimit)
        return (writer.sink, writer.warnings)
    }

    private init(spec: GraphSpec, format: RenderFormat, sink: Sink) {
        self.spec = spec
        self.format = format
        self.sink = sink
    }

    /// A node listed twice is one node with the attributes of both, the later ones winning.
    private var nodesByID: [String: GraphSpec.Node] {
        Dictionary(spec.nodes.map { ($0.id, $0) }, uniquingKeysWith: { earlier, later in
            GraphSpec.Node(id: later.id, label: later.label, attributes: earlier.attributes.merging(later.attributes) { $1 })
        })
    }

    private mutating func writeGraph(bitmapLimit: BitmapLimit?) {
        let fonted = FontDefaults.applied(to: spec)
        var graphAttributes = fonted.graph
        if let bitmapLimit { graphAttributes["size"] = bitmapLimit.cappedSize }
        sink.openGraph(spec.name)
        writeAttributeStatement(.graph, graphAttributes, label: spec.htmlLabel.map { ($0, true) }, indent: 1)
        writeAttributeStatement(.node, fonted.node, label: nil, indent: 1)
        writeAttributeStatement(.edge, fonted.edge, label: nil, indent: 1)

        let nodes = nodesByID
        for node in spec.nodes { note(node.id, undeclaredIn: nil) }
        for cluster in spec.clusters { noteNodes(in: cluster) }
        for edge in spec.edges {
            for id in [edge.from, edge.to] { note(id, undeclaredIn: "edge '\(edge.from)' -> '\(edge.to)'") }
        }
        for cluster in spec.clusters { writeCluster(cluster, nodes: nodes, indent: 1) }

        let edgesByTail = Dictionary(grouping: spec.edges, by: \.from)
        for id in allNodes {
            if !written.contains(id) { writeNode(id, nodes: nodes, indent: 1) }
            for edge in edgesByTail[id] ?? [] {
                // As agwrite: a head not written yet is written just before the edge that reaches it.
                if !written.contains(edge.to) { writeNode(edge.to, nodes: nodes, indent: 1) }
                sink.edge(from: edge.from, to: edge.to, attributeList(edge.attributes, label: nil))
            }
        }
        sink.closeGraph()
    }

    /// Notes a node the first time it is named; one a cluster or an edge (`referrer`) names before or
    /// without `spec.nodes` is drawn labelled with its id, as DOT would, with a warning for the spec's author.
    private mutating func note(_ id: String, undeclaredIn referrer: String?) {
        guard order[id] == nil else { return }
        if let referrer { warnings.append("\(referrer) refers to undeclared node '\(id)'") }
        order[id] = allNodes.count
        allNodes.append(id)
    }

    private mutating func noteNodes(in cluster: GraphSpec.Cluster) {
        for id in cluster.nodeIDs { note(id, undeclaredIn: "cluster '\(cluster.id)'") }
        for child in cluster.clusters { noteNodes(in: child) }
    }

    private mutating func writeCluster(_ cluster: GraphSpec.Cluster, nodes: [String: GraphSpec.Node], indent: Int) {
        let name = clusterNaming.subgraphName(forClusterID: cluster.id, rankGroup: cluster.isRankGroup)
        var attributes = cluster.attributes
        if cluster.isRankGroup { attributes["rank"] = "same" }
        sink.openSubgraph(name, indent: indent)
        // A cluster's label is always set, even when empty: it would otherwise show its parent graph's.
        writeAttributeStatement(.graph, attributes, label: cluster.isRankGroup ? nil : (cluster.label, false), indent: indent + 1)
        // As agwrite does: nested clusters first, then the nodes no nested cluster holds.
        for child in cluster.clusters { writeCluster(child, nodes: nodes, indent: indent + 1) }
        let nested = Set(cluster.clusters.flatMap(\.allNodeIDs))
        // In the order the nodes were declared, as Graphviz lists a subgraph's nodes.
        let own = cluster.nodeIDs.filter { !nested.contains($0) }.enumerated()
            .sorted { (order[$0.element] ?? Int.max, $0.offset) < (order[$1.element] ?? Int.max, $1.offset) }.map(\.element)
        for id in own {
            if written.contains(id) {
                sink.node(id, [], indent: indent + 1)
            } else {
                writeNode(id, nodes: nodes, indent: indent + 1)
            }
        }
        sink.closeSubgraph(indent: indent)
    }

    private mutating func writeNode(_ id: String, nodes: [String: GraphSpec.Node], indent: Int) {
        written.insert(id)
        // One not declared is drawn labelled with its id, as DOT would.
        let node = nodes[id]
        sink.node(id, attributeList(node?.attributes ?? [:], label: (node?.label ?? id, false)), indent: indent)
    }

    private mutating func writeAttributeStatement(_ kind: GraphStatementKind, _ attributes: [String: String], label: Label?, indent: Int) {
        guard !attributes.isEmpty || label != nil else { return }
        sink.attributes(kind, attributeList(attributes, label: label), indent: indent)
    }

    /// A `label` that replaces any in the attributes; an HTML-like one is written in angle brackets.
    private typealias Label = (text: String, isHTML: Bool)

    /// The attributes in key order, as agwrite writes them, `label` (when given) in place of the attributes'
    /// own, each value as Graphviz is to get it for `format`.
    /// Every node passes here: the label is put beside the attributes, not into a copy of them.
    private func attributeList(_ attributes: [String: String], label: Label?) -> [GraphAttribute] {
        var pairs: [GraphAttribute] = []
        pairs.reserveCapacity(attributes.count + 1)
        for (key, value) in attributes where label == nil || key != "label" {
            pairs.append(GraphAttribute(key: key, value: AttributeValues.graphvizValue(forAttribute: key, value, format: format), isHTML: false))
        }
        if let label {
            pairs.append(GraphAttribute(key: "label", value: label.isHTML ? label.text : AttributeValues.graphvizValue(forAttribute: "label", label.text, format: format),
                                        isHTML: label.isHTML))
        }
        pairs.sort { $0.key < $1.key }
        return pairs
    }
}

extension DOTWriter where Sink == DOTText {
    /// The DOT text of `spec`, with the warnings it gave.
    static func text(of spec: GraphSpec, for format: RenderFormat, bitmapLimit: BitmapLimit? = nil) -> (text: [UInt8], warnings: [String]) {
        let (sink, warnings) = write(spec, for: format, bitmapLimit: bitmapLimit, to: DOTText(reservingFor: spec))
        return (sink.text, warnings)
    }
}

extension GraphSpec.Cluster {
    /// The ids of the nodes in this cluster and every cluster nested in it.
    var allNodeIDs: [String] { nodeIDs + clusters.flatMap(\.allNodeIDs) }
}
