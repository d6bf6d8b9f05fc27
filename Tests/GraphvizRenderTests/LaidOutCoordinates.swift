import CGraphviz
@testable import GraphvizRender

extension Graphviz {
    /// Every node position and edge point a layout of `spec` leaves, at full precision, in the order
    /// the graph lists them: what the pictures are drawn from, for tests that hold a layout to
    /// giving the same numbers each time (SVG and PNG show them only to a few digits).
    static func laidOutCoordinates(of spec: GraphSpec, layout: LayoutEngine) throws -> [Double] {
        try withLayout(of: spec, layout: layout) { graph in
            var coordinates: [Double] = []
            var node = agfstnode(graph)
            while let current = node {
                let position = LayoutRounding.record(of: current, as: Agnodeinfo_t.self).pointee.coord
                coordinates += [position.x, position.y]
                var edge = agfstout(graph, current)
                while let out = edge {
                    if let splines = LayoutRounding.record(of: out, as: Agedgeinfo_t.self).pointee.spl {
                        for curve in UnsafeBufferPointer(start: splines.pointee.list, count: Int(splines.pointee.size)) {
                            for point in UnsafeBufferPointer(start: curve.list, count: Int(curve.size)) {
                                coordinates += [point.x, point.y]
                            }
                        }
                    }
                    edge = agnxtout(graph, out)
                }
                node = agnxtnode(graph, current)
            }
            return coordinates
        }
    }
}
