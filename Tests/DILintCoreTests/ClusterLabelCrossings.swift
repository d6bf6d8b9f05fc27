import CGraphviz
@testable import GraphvizRender

extension Graphviz {
    /// One edge drawn across a cluster's label: the words of a group hidden under a line.
    struct ClusterLabelCrossing: Equatable, CustomStringConvertible {
        var tail: String
        var head: String
        var clusterLabel: String

        var description: String { "\(tail) -> \(head) crosses '\(clusterLabel)'" }
    }

    /// Every edge whose drawn curve passes through the label of a cluster, in `spec` laid out as `render`
    /// lays it out: what the cluster attributes are chosen to keep low. Each curve is followed through
    /// its Bézier segments, so an edge that only passes near a label's box is not counted.
    static func clusterLabelCrossings(of spec: GraphSpec, layout: LayoutEngine = .dot) throws -> [ClusterLabelCrossing] {
        try withLayout(of: spec, layout: layout) { graph in
            let labels = clusterLabels(of: graph)
            var crossings: [ClusterLabelCrossing] = []
            var node = agfstnode(graph)
            while let current = node {
                var edge = agfstout(graph, current)
                while let out = edge {
                    let points = curvePoints(of: out)
                    // An out-edge's `node` is its head (cgraph's AGHEAD).
                    for label in labels where points.contains(where: label.box.contains) {
                        crossings.append(ClusterLabelCrossing(tail: String(cString: agnameof(current)),
                                                              head: String(cString: agnameof(out.pointee.node)), clusterLabel: label.text))
                    }
                    edge = agnxtout(graph, out)
                }
                node = agnxtnode(graph, current)
            }
            return crossings
        }
    }

    private struct Box {
        var minX, minY, maxX, maxY: Double
        func contains(_ point: pointf) -> Bool { point.x > minX && point.x < maxX && point.y > minY && point.y < maxY }
    }

    /// The boxes the laid-out cluster labels take, nested clusters included (Graphviz numbers them from 1).
    private static func clusterLabels(of graph: CGraph) -> [(text: String, box: Box)] {
        let info = LayoutRounding.record(of: graph, as: Agraphinfo_t.self).pointee
        guard info.n_cluster > 0, let clusters = info.clust else { return [] }
        var labels: [(text: String, box: Box)] = []
        for index in 1...Int(info.n_cluster) {
            guard let cluster = clusters[index] else { continue }
            if let label = LayoutRounding.record(of: cluster, as: Agraphinfo_t.self).pointee.label?.pointee,
               label.dimen.x > 0, let text = label.text {
                let box = Box(minX: label.pos.x - label.dimen.x / 2, minY: label.pos.y - label.dimen.y / 2,
                              maxX: label.pos.x + label.dimen.x / 2, maxY: label.pos.y + label.dimen.y / 2)
                labels.append((String(cString: text), box))
            }
            labels += clusterLabels(of: cluster)
        }
        return labels
    }

    /// Points along an edge's drawn curves, each cubic Bézier segment sampled at most a point apart, so
    /// a line through a label cannot slip between two samples.
    private static func curvePoints(of edge: UnsafeMutablePointer<Agedge_t>) -> [pointf] {
        guard let splines = LayoutRounding.record(of: edge, as: Agedgeinfo_t.self).pointee.spl else { return [] }
        var points: [pointf] = []
        for curve in UnsafeBufferPointer(start: splines.pointee.list, count: Int(splines.pointee.size)) {
            let controls = Array(UnsafeBufferPointer(start: curve.list, count: Int(curve.size)))
            for start in stride(from: 0, to: controls.count - 3, by: 3) {
                let (p0, p1, p2, p3) = (controls[start], controls[start + 1], controls[start + 2], controls[start + 3])
                // The control polygon is at least as long as the curve: a sample every point or closer.
                let length = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
                let steps = max(8, Int(length.rounded(.up)))
                for step in 0...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(pointf(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            }
        }
        return points
    }

    private static func distance(_ a: pointf, _ b: pointf) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}
