/// What a DOT attribute statement sets the defaults of.
enum GraphStatementKind: String {
    case graph, node, edge
}

/// One attribute of a statement: its value as Graphviz is to get it, and whether it is an HTML-like
/// label (written in `<…>`, interned as HTML).
struct GraphAttribute {
    var key: String
    var value: String
    var isHTML: Bool
}

/// The statements of a DOT graph, in the order `DOTWriter` hands them over: the text that lists them,
/// or the graph Graphviz's reader would make of that text.
protocol GraphStatements {
    mutating func openGraph(_ name: String)
    mutating func attributes(_ kind: GraphStatementKind, _ attributes: [GraphAttribute], indent: Int)
    mutating func openSubgraph(_ name: String, indent: Int)
    mutating func closeSubgraph(indent: Int)
    /// A node statement; without attributes, a node named again (into a subgraph).
    mutating func node(_ id: String, _ attributes: [GraphAttribute], indent: Int)
    mutating func edge(from tail: String, to head: String, _ attributes: [GraphAttribute])
    mutating func closeGraph()
}
