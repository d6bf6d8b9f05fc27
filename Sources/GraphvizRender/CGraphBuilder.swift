import CGraphviz

/// Makes the graph of the statements through cgraph's calls, the same calls in the same order as
/// Graphviz's DOT reader makes from their text (cgraph's grammar.y): objects created as they are named,
/// a statement's attribute names bound before its values are set, every value interned first (as HTML
/// when written in `<…>`). The graph, and so its layout, is the one `dot` reads from the DOT text, with
/// neither the text written nor scanned (about a fortieth of rendering a 2,000-node graph).
struct CGraphBuilder: GraphStatements {
    /// The root graph; nil until `openGraph`, or when cgraph could not make it.
    private(set) var graph: CGraph?
    /// The subgraphs open around the next statement, innermost last.
    private var open: [CGraph] = []

    private var current: CGraph? { open.last ?? graph }

    mutating func openGraph(_ name: String) {
        graph = cgv_open(name)
    }

    mutating func attributes(_ kind: GraphStatementKind, _ attributes: [GraphAttribute], indent: Int) {
        guard let current else { return }
        let kind = Self.cgraphKind(kind)
        let values = interned(attributes, in: current)
        for attribute in attributes { _ = cgv_bind(current, kind, attribute.key) }
        for (attribute, value) in zip(attributes, values) { cgv_default(current, kind, attribute.key, value) }
        release(values, in: current)
    }

    mutating func openSubgraph(_ name: String, indent: Int) {
        guard let current, let subgraph = cgv_subgraph(current, name) else { return }
        open.append(subgraph)
    }

    mutating func closeSubgraph(indent: Int) {
        _ = open.popLast()
    }

    mutating func node(_ id: String, _ attributes: [GraphAttribute], indent: Int) {
        guard let current, let node = cgv_node(current, id) else { return }
        let values = interned(attributes, in: current)
        let symbols = attributes.map { cgv_bind(current, cgv_node_kind(), $0.key) }
        set(values, symbols, on: UnsafeMutableRawPointer(node))
        release(values, in: current)
    }

    mutating func edge(from tail: String, to head: String, _ attributes: [GraphAttribute]) {
        guard let current, let tailNode = cgv_node(current, tail), let headNode = cgv_node(current, head) else { return }
        // `key` names the edge instead of being one of its attributes.
        let key = attributes.last { $0.key == "key" }?.value
        let bound = attributes.filter { $0.key != "key" }
        let values = interned(bound, in: current)
        defer { release(values, in: current) }
        let symbols = bound.map { cgv_bind(current, cgv_edge_kind(), $0.key) }
        guard let edge = cgv_edge(current, tailNode, headNode, key) else { return }
        set(values, symbols, on: UnsafeMutableRawPointer(edge))
    }

    mutating func closeGraph() {}

    /// A statement's values, interned as the reader's scanner interns them, held until the statement ends.
    private func interned(_ attributes: [GraphAttribute], in graph: CGraph) -> [UnsafeMutablePointer<CChar>?] {
        attributes.map { cgv_intern(graph, $0.value, $0.isHTML ? 1 : 0) }
    }

    private func release(_ values: [UnsafeMutablePointer<CChar>?], in graph: CGraph) {
        for case let value? in values { cgv_release(graph, value) }
    }

    private func set(_ values: [UnsafeMutablePointer<CChar>?], _ symbols: [UnsafeMutablePointer<Agsym_t>?], on object: UnsafeMutableRawPointer) {
        for (value, symbol) in zip(values, symbols) {
            guard let value, let symbol else { continue }
            agxset(object, symbol, value)
        }
    }

    private static func cgraphKind(_ kind: GraphStatementKind) -> Int32 {
        switch kind {
        case .graph: cgv_graph_kind()
        case .node: cgv_node_kind()
        case .edge: cgv_edge_kind()
        }
    }
}
