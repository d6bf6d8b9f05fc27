import GraphvizRender

/// The file formats `dilint graph` writes, and how each is produced.
public enum DiagramFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot, mermaid, json

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
    public var layout: LayoutEngine
    /// Above this many nodes a `dot` layout becomes slow and unreadable; sfdp takes over.
    public var largeGraphThreshold = 400
    /// Longest side of a PNG in pixels, so huge graphs stay a reasonable file.
    public var maximumBitmapInches = 60

    public init(builder: GraphSpecBuilder = GraphSpecBuilder(), layout: LayoutEngine = .dot) {
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
        case .svg, .png, .pdf, .dot:
            var messages: [String] = []
            var spec = builder.spec(for: model)
            var engine = layout
            if engine == .dot && model.nodes.count > largeGraphThreshold {
                engine = .sfdp
                messages.append("the graph has \(model.nodes.count) nodes; using the sfdp layout (pass --focus or --errors-only for a smaller, layered picture)")
            }
            if engine == .sfdp { spec.graphAttributes["overlap"] = "prism" }
            if format == .png {
                spec.graphAttributes["size"] = "\(maximumBitmapInches),\(maximumBitmapInches)"
                spec.graphAttributes["dpi"] = "96"
            }
            let output = try Graphviz.render(spec, format: RenderFormat(rawValue: format.rawValue)!, layout: engine)
            messages += output.warnings.map { "graphviz: \($0)" }
            return Output(bytes: output.bytes, messages: messages)
        }
    }
}
