/// Gives each cluster the subgraph name Graphviz needs.
///
/// Graphviz draws a subgraph as a box only if its name starts with "cluster". Names must also be
/// unique in the whole graph: two subgraphs with one name merge, and would merge again when the
/// DOT output is read back. Ids are reduced to ASCII letters, digits and underscores so the names
/// stay readable in DOT and SVG, and a numeric suffix separates ids that reduce alike.
struct ClusterNaming {
    private var used: Set<String> = []

    /// Graphviz draws a box only around a subgraph whose name starts with `cluster`.
    mutating func subgraphName(forClusterID id: String, rankGroup: Bool = false) -> String {
        let readable = (rankGroup ? "rank_" : "cluster_") + String(String.UnicodeScalarView(id.unicodeScalars.map(Self.safeScalar)))
        var candidate = readable
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(readable)_\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    private static func safeScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": return scalar
        default: return "_"
        }
    }
}
