import GraphvizRender

/// The file formats `dilint graph` writes, and how each is produced.
public enum DiagramFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot, mermaid, json, html

    /// From a file name's extension: `.svg`, `.png`, `.pdf`, `.dot`/`.gv`, `.mmd`/`.mermaid`, `.json`.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[fileName.index(after: dot)...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        case "mmd", "mermaid": self = .mermaid
        case "json": self = .json
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// Formats that are text and can go to standard output.
    public var isText: Bool { self != .png && self != .pdf }
}

/// Produces a diagram's bytes from a `DrawModel`: Graphviz in process for svg/png/pdf/dot, plain
/// text writers for Mermaid and JSON.
public struct DiagramRenderer: Sendable {
    public var builder: GraphSpecBuilder
    /// The engine asked for; nil lets the size of the graph decide (dot, or sfdp when it is large).
    public var layout: LayoutEngine?
    /// Above this many nodes a `dot` layout becomes slow and unreadable; sfdp takes over unless a
    /// layout was asked for.
    public var largeGraphThreshold = 400
    /// Longest side of a PNG in pixels, so huge graphs stay a reasonable file.
    public var maximumBitmapInches = 60
    /// For html: the findings listed beside the picture, and the page's title.
    public var findings: [Finding] = []
    public var title = "dilint"

    public init(builder: GraphSpecBuilder = GraphSpecBuilder(), layout: LayoutEngine? = nil) {
        self.builder = builder
        self.layout = layout
    }

    public struct Output: Sendable {
        public var bytes: [UInt8]
        /// Things the user should know (layout switched, Graphviz warnings), one line each.
        public var messages: [String]
    }

    public func render(_ model: DrawModel, as format: DiagramFormat) throws -> Output {
        switch format {
        case .mermaid:
            return Output(bytes: Array(MermaidWriter.render(model, direction: builder.rankDirection).utf8), messages: [])
        case .json:
            return Output(bytes: Array(GraphJSONWriter.render(model).utf8), messages: [])
        case .html:
            let svg = try render(model, as: .svg)
            let builder = self.builder
            let link = builder.linkPrefix.map { prefix in
                { @Sendable (location: SourceLocation) in LinkPrefix.url(prefix: prefix, path: builder.linkPath(location.file), line: location.line) }
            }
            let page = HTMLWriter.render(model, svg: String(decoding: svg.bytes, as: UTF8.self), findings: findings, title: title, link: link)
            return Output(bytes: Array(page.utf8), messages: svg.messages)
        case .svg, .png, .pdf, .dot:
            var messages: [String] = []
            let engine = layout ?? (model.nodes.count > largeGraphThreshold ? .sfdp : .dot)
            var builder = self.builder
            // sfdp ignores clusters, and the legend is one: its samples would be scattered among the
            // graph's nodes, reading as part of the graph. Leave it out and say so.
            let dropsLegend = engine == .sfdp && builder.legend != .none
            if dropsLegend { builder.legend = .none }
            if layout == nil && engine == .sfdp {
                messages.append("the graph has \(model.nodes.count) nodes; using the sfdp layout, which draws no clusters\(dropsLegend ? " and no legend" : "") (pass --focus or --errors-only for a smaller, layered picture, or --layout dot to keep the layered one)")
            } else if dropsLegend {
                messages.append("the sfdp layout draws no clusters, so the legend is left out")
            }
            let renderFormat = RenderFormat(rawValue: format.rawValue)!
            func finished(_ spec: GraphSpec) -> GraphSpec {
                var spec = spec
                if engine == .sfdp { spec.graphAttributes["overlap"] = "prism" }
                if format == .png {
                    spec.graphAttributes["size"] = "\(maximumBitmapInches),\(maximumBitmapInches)"
                    spec.graphAttributes["dpi"] = "96"
                }
                return spec
            }
            // Most legends and captions fit on one line under the drawing: then one layout is enough.
            // Timed alone (DILINT_TIMINGS): what Scripts/bench-render sets beside the `dot` command.
            let timings = PhaseTimings()
            defer { timings.mark("rendered by Graphviz, since the drawing was planned") }
            let output: RenderOutput
            if format == .dot {
                // DOT holds no positions, so no layout is made for it: its legend and caption are each one
                // line, not packed to a drawing's width (a large graph's layout takes minutes).
                output = try Graphviz.render(finished(builder.spec(for: model, legendWidth: .infinity)), format: renderFormat, layout: engine)
            } else if let oneLine = oneLineLabel(for: model, builder: builder),
               let rendered = try Graphviz.render(finished(oneLine.spec), format: renderFormat, layout: engine,
                                                  accepting: { oneLine.fits($0.width) }) {
                output = rendered
            } else {
                output = try Graphviz.render(finished(try spec(for: model, builder: builder, engine: engine)), format: renderFormat, layout: engine)
            }
            messages += output.warnings.map { "graphviz: \($0)" }
            return Output(bytes: output.bytes, messages: messages)
        }
    }

    /// The compact legend the graph's label holds: none when the picture has the full legend or none.
    private func labelLegend(for model: DrawModel, builder: GraphSpecBuilder) -> CompactLegend {
        var legend = CompactLegend(model: model)
        if builder.legend != .compact { legend.entries = [] }
        return legend
    }

    /// The spec with its legend and caption each on one line, and the test that this is the spec
    /// `spec(for:builder:engine:)` makes for a drawing of a given width: the lines fit it with the same
    /// margin, and the label packed for that width is the same. The label moves no node, so the drawing
    /// is as wide with it as without it whenever it fits.
    private func oneLineLabel(for model: DrawModel, builder: GraphSpecBuilder) -> (spec: GraphSpec, fits: (Double) -> Bool)? {
        guard builder.legend == .compact || builder.caption != nil else { return nil }
        let spec = builder.spec(for: model, legendWidth: .infinity)
        let legend = labelLegend(for: model, builder: builder)
        let labelWidth = max(legend.estimatedWidth(fitting: .infinity), builder.caption?.estimatedWidth(fitting: .infinity) ?? 0)
        return (spec, { width in
            labelWidth <= 0.85 * width && builder.htmlLabel(for: model, legendWidth: width) == spec.htmlLabel
        })
    }

    /// The spec, its compact legend (and caption) fitted to the drawing: the graph is laid out once
    /// without them to learn its width (they are the graph's label, which moves no node), and the legend
    /// packs its entries into lines that width holds.
    private func spec(for model: DrawModel, builder: GraphSpecBuilder, engine: LayoutEngine) throws -> GraphSpec {
        guard builder.legend == .compact || builder.caption != nil else { return builder.spec(for: model) }
        var bare = builder
        bare.legend = builder.legend == .full ? .full : .none
        bare.caption = nil
        let plain = bare.spec(for: model)
        let width = try Graphviz.layoutSize(of: plain, layout: engine).width
        var spec = builder.spec(for: model, legendWidth: width)
        let legend = labelLegend(for: model, builder: builder)
        // The estimate is a little generous; when it comes near the edge, a layout checks, and the
        // legend's budget shrinks until it fits (a line always keeps one entry).
        var budget = width
        var tries = 0
        func nearTheEdge() -> Bool {
            max(legend.estimatedWidth(fitting: budget), builder.caption?.estimatedWidth(fitting: budget) ?? 0) > 0.85 * width
        }
        while tries < 6, nearTheEdge(),
              try Graphviz.layoutSize(of: spec, layout: engine).width > width + 0.5 {
            budget *= 0.85
            tries += 1
            spec = builder.spec(for: model, legendWidth: budget)
        }
        return spec
    }
}
