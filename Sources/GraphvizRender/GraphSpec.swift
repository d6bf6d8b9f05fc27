/// A graph to draw, as plain values: what Graphviz should show, with no Graphviz types in it.
///
/// Labels (`Node.label`, `Cluster.label`, and `label`/`tooltip`-like attributes) are plain text;
/// the renderer escapes them. Every other attribute value is handed to Graphviz as written.
/// Nodes, edges and clusters are drawn in the order given; attributes are applied in key order,
/// so the same spec always renders to the same bytes.
public struct GraphSpec: Sendable, Equatable, Codable {
    public var name: String
    public var graphAttributes: [String: String]
    public var nodeDefaults: [String: String]
    public var edgeDefaults: [String: String]
    public var nodes: [Node]
    public var edges: [Edge]
    public var clusters: [Cluster]
    /// The graph's own label as Graphviz HTML-like markup (a `<TABLE>`, say), drawn below or above the
    /// whole picture (`labelloc`). Unlike every other label it is not escaped: build it with
    /// `GraphSpec.htmlText(_:)` for any text in it. nil: no such label.
    public var htmlLabel: String? = nil

    /// Plain text made safe inside HTML-like markup.
    public static func htmlText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "<BR/>"
            default: result.append(character)
            }
        }
        return result
    }

    public init(
        name: String,
        graphAttributes: [String: String] = [:],
        nodeDefaults: [String: String] = [:],
        edgeDefaults: [String: String] = [:],
        nodes: [Node] = [],
        edges: [Edge] = [],
        clusters: [Cluster] = []
    ) {
        self.name = name
        self.graphAttributes = graphAttributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
    }

    public struct Node: Sendable, Equatable, Codable {
        /// Identity within the graph; edges and clusters refer to nodes by it. Never shown unless used as a label.
        public var id: String
        public var label: String
        public var attributes: [String: String]

        public init(id: String, label: String, attributes: [String: String] = [:]) {
            self.id = id
            self.label = label
            self.attributes = attributes
        }
    }

    public struct Edge: Sendable, Equatable, Codable {
        public var from: String
        public var to: String
        public var attributes: [String: String]

        public init(from: String, to: String, attributes: [String: String] = [:]) {
            self.from = from
            self.to = to
            self.attributes = attributes
        }
    }

    /// A box drawn around a group of nodes; clusters nest through `clusters`. A rank group draws no box:
    /// it puts its nodes side by side in one rank (`rank=same`).
    public struct Cluster: Sendable, Equatable, Codable {
        public var id: String
        public var label: String
        public var nodeIDs: [String]
        public var attributes: [String: String]
        public var clusters: [Cluster]
        public var isRankGroup: Bool

        public init(
            id: String,
            label: String,
            nodeIDs: [String],
            attributes: [String: String] = [:],
            clusters: [Cluster] = [],
            isRankGroup: Bool = false
        ) {
            self.id = id
            self.label = label
            self.nodeIDs = nodeIDs
            self.attributes = attributes
            self.clusters = clusters
            self.isRankGroup = isRankGroup
        }
    }
}
