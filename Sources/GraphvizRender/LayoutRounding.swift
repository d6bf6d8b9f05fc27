import CGraphviz

/// Rounds a laid-out graph's coordinates to a hundredth of a point, the precision SVG writes them in,
/// so that a layout whose last bits change from process to process still draws the same picture.
///
/// sfdp's overlap removal (prism) takes its neighbours from a Delaunay triangulation that Graphviz
/// reads out of GTS's hash tables, which are ordered by memory address: the order of its sums, and so
/// the last bits of every position, follow where malloc put the triangles. SVG's two decimals nearly
/// always hide that, but a PNG places letters on whole pixels, and in a large picture the first letter
/// of a few labels landed one pixel apart from run to run. Rounded once, as the layout leaves them,
/// every later step sees the same numbers. (A coordinate that lies within the noise of a rounding boundary would still differ; the
/// noise is several orders of magnitude below a hundredth of a point.)
enum LayoutRounding {
    /// A hundredth of a point.
    static let stepsPerPoint = 100.0

    /// Whether `engine` leaves coordinates that differ between processes: `dot` does not (its
    /// layout is made in the order the graph lists its objects), so its pictures stay exactly
    /// those of the `dot` command.
    static func isNeeded(after engine: LayoutEngine) -> Bool {
        engine == .sfdp
    }

    /// Rounds every position the layout wrote: nodes and their external labels, edges' curves and
    /// labels, and the bounding boxes and labels of the graph and its clusters.
    static func round(_ graph: CGraph) {
        roundGraphAndClusters(graph)
        var node = agfstnode(graph)
        while let current = node {
            let info = record(of: current, as: Agnodeinfo_t.self)
            round(&info.pointee.coord)
            round(info.pointee.xlabel)
            var edge = agfstout(graph, current)
            while let out = edge {
                roundEdge(out)
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
    }

    private static func roundGraphAndClusters(_ graph: CGraph) {
        let info = record(of: graph, as: Agraphinfo_t.self)
        round(&info.pointee.bb)
        round(info.pointee.label)
        // Graphviz numbers clusters from 1.
        if info.pointee.n_cluster > 0, let clusters = info.pointee.clust {
            for index in 1...Int(info.pointee.n_cluster) {
                if let cluster = clusters[index] { roundGraphAndClusters(cluster) }
            }
        }
    }

    private static func roundEdge(_ edge: UnsafeMutablePointer<Agedge_t>) {
        let info = record(of: edge, as: Agedgeinfo_t.self)
        for label in [info.pointee.label, info.pointee.xlabel, info.pointee.head_label, info.pointee.tail_label] {
            round(label)
        }
        guard let splines = info.pointee.spl else { return }
        round(&splines.pointee.bb)
        for index in 0..<Int(splines.pointee.size) {
            let bezier = splines.pointee.list + index
            for point in 0..<Int(bezier.pointee.size) { round(&bezier.pointee.list[point]) }
            round(&bezier.pointee.sp)
            round(&bezier.pointee.ep)
        }
    }

    /// The layout's record of a graph, node or edge (what Graphviz's `GD_`, `ND_` and `ED_` macros read).
    static func record<Object, Record>(of object: UnsafeMutablePointer<Object>, as _: Record.Type) -> UnsafeMutablePointer<Record> {
        UnsafeMutableRawPointer(UnsafeMutableRawPointer(object).assumingMemoryBound(to: Agobj_t.self).pointee.data)
            .assumingMemoryBound(to: Record.self)
    }

    private static func round(_ label: UnsafeMutablePointer<textlabel_t>?) {
        guard let label else { return }
        round(&label.pointee.pos)
    }

    private static func round(_ box: inout boxf) {
        round(&box.LL)
        round(&box.UR)
    }

    private static func round(_ point: inout pointf) {
        point.x = (point.x * stepsPerPoint).rounded() / stepsPerPoint
        point.y = (point.y * stepsPerPoint).rounded() / stepsPerPoint
    }
}
