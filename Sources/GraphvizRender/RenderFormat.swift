/// An output format Graphviz can produce in process.
public enum RenderFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot

    /// The Graphviz device name. Bitmaps and PDF name cairo explicitly: where the gd plugin is also
    /// installed, a bare "png" could otherwise pick a different rasteriser on another machine.
    var graphvizDevice: String {
        switch self {
        case .svg: return "svg"
        case .png: return "png:cairo"
        case .pdf: return "pdf:cairo"
        case .dot: return "dot"
        }
    }
}
