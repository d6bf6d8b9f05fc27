/// The font used where a spec names none.
///
/// Graphviz defaults to Times-Roman, which fontconfig maps to whatever serif font is installed,
/// and its text metrics (from pango, for every format) then decide the node sizes. Naming a font
/// that Debian's graphviz packages pull in (fonts-dejavu-core) keeps sizes stable; the fallbacks
/// after it serve SVG viewers on machines without DejaVu.
enum FontDefaults {
    static let fontname = "DejaVu Sans,Helvetica,Arial,sans-serif"

    /// A font set on the graph also becomes the node and edge default, because Graphviz does not
    /// inherit fonts from the graph to nodes and edges.
    static func applied(to spec: GraphSpec) -> (graph: [String: String], node: [String: String], edge: [String: String]) {
        let font = spec.graphAttributes["fontname"] ?? fontname
        func withFont(_ attributes: [String: String]) -> [String: String] {
            var attributes = attributes
            if attributes["fontname"] == nil { attributes["fontname"] = font }
            return attributes
        }
        return (withFont(spec.graphAttributes), withFont(spec.nodeDefaults), withFont(spec.edgeDefaults))
    }
}
