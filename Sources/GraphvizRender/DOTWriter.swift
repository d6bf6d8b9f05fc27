/// Writes a `GraphSpec` as DOT text: what `--format dot` prints, and what the renderer hands Graphviz's
/// reader to lay out, so the picture is the one the `dot` command draws from that text.
///
/// Objects are listed as Graphviz's own writer (agwrite) lists a graph built from the spec, because the
/// reader creates them in the order the text names them and that order decides the layout: clusters
/// first (a node is written whole in the innermost cluster that holds it), then the other nodes in the
/// spec's order, each followed by the edges leaving it (a head not written yet just before its edge).
/// Attributes are written in key order, and the text is laid out as agwrite lays it out. Strings are
/// written as agwrite writes them (bare when they are a DOT identifier or number, else quoted with only
/// `"` escaped, long ones continued over lines), so Graphviz reads back exactly the values the spec gave,
/// escaped for `format`.
struct DOTWriter {
    /// Problems with the spec itself, reported alongside Graphviz's warnings.
    private(set) var warnings: [String] = []
    private let spec: GraphSpec
    private let format: RenderFormat
    private var text: [UInt8] = []
    private var written: Set<String> = []
    /// Every node Graphviz creates, in the order it would: the declared ones, then those only a cluster
    /// or an edge names; and each one's place in that order.
    private var allNodes: [String] = []
    private var order: [String: Int] = [:]
    private var clusterNaming = ClusterNaming()

    /// The DOT text of `spec`, with the warnings it gave.
    static func write(_ spec: GraphSpec, for format: RenderFormat, bitmapLimit: BitmapLimit? = nil) -> (text: [UInt8], warnings: [String]) {
        var writer = DOTWriter(spec: spec, format: format)
        writer.writeGraph(bitmapLimit: bitmapLimit)
        return (writer.text, writer.warnings)
    }

    private init(spec: GraphSpec, format: RenderFormat) {
        self.spec = spec
        self.format = format
        text.reserveCapacity(256 + spec.nodes.count * 160 + spec.edges.count * 80)
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
        append("digraph ")
        appendID(spec.name)
        append(" {\n")
        writeAttributeStatement("graph", graphAttributes, label: spec.htmlLabel.map { ($0, true) }, indent: 1)
        writeAttributeStatement("node", fonted.node, label: nil, indent: 1)
        writeAttributeStatement("edge", fonted.edge, label: nil, indent: 1)

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
                writeEdge(edge)
            }
        }
        append("}\n")
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
        appendIndent(indent)
        append("subgraph ")
        appendID(name)
        append(" {\n")
        // A cluster's label is always set, even when empty: it would otherwise show its parent graph's.
        writeAttributeStatement("graph", attributes, label: cluster.isRankGroup ? nil : (cluster.label, false), indent: indent + 1)
        // As agwrite does: nested clusters first, then the nodes no nested cluster holds.
        for child in cluster.clusters { writeCluster(child, nodes: nodes, indent: indent + 1) }
        let nested = Set(cluster.clusters.flatMap(\.allNodeIDs))
        // In the order the nodes were declared, as Graphviz lists a subgraph's nodes.
        let own = cluster.nodeIDs.filter { !nested.contains($0) }.enumerated()
            .sorted { (order[$0.element] ?? Int.max, $0.offset) < (order[$1.element] ?? Int.max, $1.offset) }.map(\.element)
        for id in own {
            if written.contains(id) {
                appendIndent(indent + 1)
                appendID(id)
                append(";\n")
            } else {
                writeNode(id, nodes: nodes, indent: indent + 1)
            }
        }
        appendIndent(indent)
        append("}\n")
    }

    private mutating func writeNode(_ id: String, nodes: [String: GraphSpec.Node], indent: Int) {
        written.insert(id)
        appendIndent(indent)
        appendID(id)
        // One not declared is drawn labelled with its id, as DOT would.
        let node = nodes[id]
        writeAttributeList(node?.attributes ?? [:], label: (node?.label ?? id, false), indent: indent, statement: false)
        append(";\n")
    }

    private mutating func writeEdge(_ edge: GraphSpec.Edge) {
        appendIndent(1)
        appendID(edge.from)
        append(" -> ")
        appendID(edge.to)
        writeAttributeList(edge.attributes, label: nil, indent: 1, statement: false)
        append(";\n")
    }

    private mutating func writeAttributeStatement(_ kind: String, _ attributes: [String: String], label: Label?, indent: Int) {
        guard !attributes.isEmpty || label != nil else { return }
        appendIndent(indent)
        append(kind)
        writeAttributeList(attributes, label: label, indent: indent, statement: true)
        append(";\n")
    }

    /// A `label` that replaces any in the attributes; an HTML-like one is written in angle brackets.
    private typealias Label = (text: String, isHTML: Bool)

    /// The attributes in key order, as agwrite writes them: one per line after the first, `label` (when
    /// given) in place of the attributes' own. An attribute statement (`graph [...]`) closes its list
    /// on a line of its own; a node or edge list follows the name after a tab.
    /// Every node passes here: the label is put beside the attributes, not into a copy of them.
    private mutating func writeAttributeList(_ attributes: [String: String], label: Label?, indent: Int, statement: Bool) {
        var pairs: [(key: String, value: String, isHTML: Bool)] = []
        pairs.reserveCapacity(attributes.count + 1)
        for (key, value) in attributes where label == nil || key != "label" { pairs.append((key, value, false)) }
        if let label { pairs.append(("label", label.text, label.isHTML)) }
        pairs.sort { $0.key < $1.key }
        guard !pairs.isEmpty else { return }
        append(statement ? " [" : "\t[")
        for (index, pair) in pairs.enumerated() {
            if index > 0 {
                append(",\n")
                appendIndent(indent + 1)
            }
            appendID(pair.key)
            append("=")
            if pair.isHTML {
                append("<")
                append(pair.value)
                append(">")
            } else {
                appendID(AttributeValues.graphvizValue(forAttribute: pair.key, pair.value, format: format))
            }
        }
        if statement && pairs.count > 1 {
            append("\n")
            appendIndent(indent)
        }
        append("]")
    }

    private mutating func appendIndent(_ depth: Int) {
        for _ in 0..<depth { text.append(UInt8(ascii: "\t")) }
    }

    private mutating func append(_ string: String) {
        text.append(contentsOf: string.utf8)
    }

    /// A DOT identifier or number as it is; anything else double-quoted with only `"` escaped, as agwrite
    /// writes strings (Graphviz's reader keeps every other byte: backslash sequences are for the
    /// attribute to interpret), continued on a new line (`\` + newline, which the reader drops) before
    /// the run grows past agwrite's 128 bytes, as the reader takes at most 16,384 bytes in one run.
    private mutating func appendID(_ string: String) {
        if Self.isBare(string) {
            append(string)
            return
        }
        text.append(UInt8(ascii: "\""))
        var run = 0
        var previous: UInt8 = 0
        for byte in string.utf8 {
            // Past 128 bytes, before a byte that ends a word (a very long word is split anyway); never after
            // a backslash (it would pair with the continuation's) nor inside a UTF-8 character.
            if run >= 128, previous != UInt8(ascii: "\\"), byte & 0xC0 != 0x80,
               !Self.isWordByte(byte) || run >= 8192 {
                text.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\n")])
                run = 0
            }
            if byte == UInt8(ascii: "\"") { text.append(UInt8(ascii: "\\")) }
            text.append(byte)
            run = byte == UInt8(ascii: "\n") ? 0 : run + 1
            previous = byte
        }
        text.append(UInt8(ascii: "\""))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A byte of a DOT name: agwrite continues a long string only before a byte that is not one.
    private static func isWordByte(_ byte: UInt8) -> Bool { isNameByte(byte) || isDigit(byte) }

    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// A DOT ID that needs no quotes: a name of letters, digits, `_` and non-ASCII bytes not starting with
    /// a digit and not a keyword, or a numeral (`-`? then digits with at most one `.`); a very long one is
    /// quoted, to be continued over lines.
    /// Read off the string's own UTF-8 without copying it: every attribute name and value passes here.
    private static func isBare(_ string: String) -> Bool {
        let bytes = string.utf8
        guard let first = bytes.first, bytes.count <= 4096 else { return false }
        if isNameByte(first) {
            // Every keyword has four to eight letters: only such names are lowercased to compare.
            return bytes.allSatisfy(isWordByte) && !((4...8).contains(bytes.count) && keywords.contains(string.lowercased()))
        }
        var digits = 0, dots = 0
        for (index, byte) in bytes.enumerated() where !(index == 0 && byte == UInt8(ascii: "-")) {
            if isDigit(byte) { digits += 1 } else if byte == UInt8(ascii: ".") { dots += 1 } else { return false }
        }
        return digits > 0 && dots <= 1
    }
}

extension GraphSpec.Cluster {
    /// The ids of the nodes in this cluster and every cluster nested in it.
    var allNodeIDs: [String] { nodeIDs + clusters.flatMap(\.allNodeIDs) }
}
