import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

typealias CGraph = UnsafeMutablePointer<Agraph_t>

/// Renders `GraphSpec`s with Graphviz's C library, in process (no `dot` executable needed).
public enum Graphviz {
    /// Lays out `spec` with `layout` and renders it as `format`.
    ///
    /// `.dot` output is the graph as written for Graphviz's reader (`DOTWriter`), without a layout: no
    /// coordinates, so it is cheap, the same for every engine, and can be laid out again by any tool.
    /// `layout` is ignored for it. As in DOT, a `layout` graph attribute overrides `layout`.
    ///
    /// Thread-safe: calls from any thread are serialised, because Graphviz itself is not thread-safe.
    public static func render(_ spec: GraphSpec, format: RenderFormat, layout: LayoutEngine = .dot) throws -> RenderOutput {
        try render(spec, format: format, layout: layout, accepting: nil)!
    }

    /// Lays out `spec` and renders it only if `accepting` takes the drawing's size in points; nil when it
    /// does not. A caller that fits something (a legend) to the drawing's width checks its guess on the
    /// one layout it renders, instead of laying the graph out once to measure and once more to draw.
    public static func render(_ spec: GraphSpec, format: RenderFormat, layout: LayoutEngine = .dot,
                              accepting: (((width: Double, height: Double)) -> Bool)?) throws -> RenderOutput? {
        try GraphvizSession.shared.withContext { context in
            _ = GraphvizDiagnostics.take()  // nothing from earlier calls may be blamed on this one
            let bitmapLimit = format == .png ? BitmapLimit(graphAttributes: spec.graphAttributes) : nil
            var warnings: [String]
            let bytes: [UInt8]
            if format == .dot {
                (bytes, warnings) = DOTWriter.text(of: spec, for: format, bitmapLimit: bitmapLimit)
            } else {
                // Made as Graphviz reads the DOT text: it orders nodes and edges by how the text lists
                // them, and that order decides the layout. So the picture is the one `dot` draws from
                // `dilint graph --format dot`.
                let graph: CGraph
                (graph, warnings) = try build(spec, for: format, bitmapLimit: bitmapLimit)
                // A drawing the caller turns down is freed at once: at most the last one is left to the exit.
                var turnedDown = false
                defer {
                    if turnedDown { agclose(graph) } else { GraphvizSession.shared.release { agclose(graph) } }
                }
                guard let rendered = try layOutAndRender(graph, context: context, format: format, layout: layout,
                                                         bitmapLimit: bitmapLimit, accepting: accepting, warnings: &warnings)
                else {
                    turnedDown = true
                    return nil
                }
                bytes = format == .pdf ? PDFCreationDate.blanked(in: rendered) : rendered
            }

            // Graphviz sometimes reports an error yet returns success, having drawn a fallback; the
            // output would then silently differ from the spec, so such errors fail the call too.
            let messages = GraphvizDiagnostics.take()
            guard messages.errors.isEmpty else {
                throw GraphvizError(message: "Graphviz reported an error while rendering \(format.rawValue): "
                    + messages.errors.joined(separator: "; "))
            }
            return RenderOutput(bytes: bytes, warnings: warnings + messages.warnings)
        }
    }

    /// The size in points (1/72 inch) of `spec` laid out with `layout`, without rendering it: for a caller
    /// that fits something (a legend, a caption) to the drawing before the real render.
    public static func layoutSize(of spec: GraphSpec, layout: LayoutEngine = .dot) throws -> (width: Double, height: Double) {
        try withLayout(of: spec, layout: layout) { boundingBox(of: $0) ?? (0, 0) }
    }

    /// What `read` finds in `spec` laid out as `render` lays it out, without rendering it.
    static func withLayout<Value>(of spec: GraphSpec, layout: LayoutEngine, _ read: (CGraph) -> Value) throws -> Value {
        try GraphvizSession.shared.withContext { context in
            _ = GraphvizDiagnostics.take()
            let graph = try build(spec, for: .svg).graph
            defer { agclose(graph) }
            try layOut(graph, context: context, layout: layout)
            defer { gvFreeLayout(context, graph) }
            _ = GraphvizDiagnostics.take()
            return read(graph)
        }
    }

    /// Renders from now on leave their graphs and layouts to the process's exit instead of freeing them:
    /// for a command-line tool that exits after drawing (as `dot` does with its last graph; freeing a
    /// 2,000-node layout and graph costs about a twentieth of the render). A process that renders many
    /// pictures should not call it.
    public static func keepGraphsUntilExit() {
        GraphvizSession.shared.setKeepsGraphs(true)
    }

    private static func layOutAndRender(_ graph: CGraph, context: OpaquePointer, format: RenderFormat, layout: LayoutEngine,
                                        bitmapLimit: BitmapLimit?, accepting: (((width: Double, height: Double)) -> Bool)?,
                                        warnings: inout [String]) throws -> [UInt8]? {
        try layOut(graph, context: context, layout: layout)
        if let accepting, !accepting(boundingBox(of: graph) ?? (0, 0)) {
            gvFreeLayout(context, graph)
            return nil
        }
        defer { GraphvizSession.shared.release { gvFreeLayout(context, graph) } }
        if let bitmapLimit, let box = boundingBox(of: graph),
           let warning = bitmapLimit.warning(width: box.width, height: box.height) {
            warnings.append(warning)
        }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, format.graphvizDevice, &data, &length) == 0, let data else {
            // Graphviz 2.42 leaves its output buffer allocated when rendering fails.
            gvFreeRenderData(data)
            throw failure(during: "rendering \(format.rawValue)")
        }
        defer { gvFreeRenderData(data) }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// Lays `graph` out with the same numbers in every process and every render.
    static func layOut(_ graph: CGraph, context: OpaquePointer, layout: LayoutEngine) throws {
        // sfdp coarsens the graph with rand() before seeding it, so its layout depended on whatever the
        // previous render left in the C library's generator. A fixed seed makes every render start as a
        // fresh process (and the `sfdp` command) does.
        GraphvizSession.shared.countLayout()
        srand(1)
        guard gvLayout(context, graph, layout.rawValue) == 0 else {
            throw failure(during: "laying out the graph with \(layout.rawValue)")
        }
        if LayoutRounding.isNeeded(after: layout) { LayoutRounding.round(graph) }
    }

    /// The graph of `spec` as Graphviz reads its DOT text (`CGraphBuilder`), its objects given IDs in the
    /// order the text names them; with the warnings the spec gave.
    static func build(_ spec: GraphSpec, for format: RenderFormat, bitmapLimit: BitmapLimit? = nil) throws -> (graph: CGraph, warnings: [String]) {
        let (builder, warnings) = DOTWriter.write(spec, for: format, bitmapLimit: bitmapLimit, to: CGraphBuilder())
        guard let graph = builder.graph else { throw failure(during: "making the graph") }
        return (graph, warnings)
    }

    /// The laid-out drawing's size in points, from the `bb` attribute: "llx lly urx ury", whose numbers
    /// Graphviz separates with spaces or commas depending on version and on what it has written.
    private static func boundingBox(of graph: CGraph) -> (width: Double, height: Double)? {
        guard let raw = cgv_get(graph, "bb") else { return nil }
        let corners = String(cString: raw).split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        guard corners.count == 4 else { return nil }
        return (corners[2] - corners[0], corners[3] - corners[1])
    }

    /// An error for a failed Graphviz call, carrying what Graphviz said about it.
    private static func failure(during step: String) -> GraphvizError {
        let messages = GraphvizDiagnostics.take()
        var reasons = messages.errors.isEmpty ? messages.warnings : messages.errors
        if reasons.isEmpty { reasons = ["no reason given"] }
        // Graphviz lists the plugins it knows after "Use one of:"; an empty list means it found none.
        if reasons.contains(where: { $0.hasSuffix("Use one of:") }) {
            reasons.append("no Graphviz plugins are registered (is the plugin config missing? "
                + "reinstall libgvc6, or run `dot -c`)")
        }
        return GraphvizError(message: "Graphviz failed \(step): " + reasons.joined(separator: "; "))
    }
}
