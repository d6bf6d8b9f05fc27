import GraphvizRender

/// The one visual language of dilint's diagrams: shape by kind, fill by lifetime, red for trouble.
/// The legend is drawn from the same table, so it cannot disagree with the picture.
enum DiagramStyle {
    static let font = "DejaVu Sans"

    static func attributes(for kind: DrawModel.NodeKind) -> [String: String] {
        switch kind {
        case .service: return ["shape": "box", "style": "rounded,filled", "penwidth": "1.4"]
        case .implementation: return ["shape": "box", "style": "filled"]
        case .module: return ["shape": "folder", "style": "filled", "fillcolor": "#e9ecef"]
        case .injector: return ["shape": "hexagon", "style": "filled", "fillcolor": "#e2d9f3"]
        case .injectable: return ["shape": "note", "style": "filled", "fillcolor": "#f8f9fa"]
        case .missing:
            return ["shape": "box", "style": "rounded,dashed,filled", "color": "#c92a2a", "fontcolor": "#c92a2a",
                    "fillcolor": "#fff0f0", "penwidth": "1.6"]
        }
    }

    static func fill(for lifetime: Lifetime?) -> String? {
        switch lifetime {
        case .singleton?: return "#cfe2ff"
        case .scoped?: return "#d3f0d8"
        case .transient?, .factory?: return "#fff3bf"
        case nil: return nil
        }
    }

    static func attributes(for edge: DrawModel.Edge) -> [String: String] {
        var attributes: [String: String] = [:]
        switch edge.kind {
        case .provides: attributes = ["arrowhead": "empty", "color": "#868e96"]
        case .depends: attributes = ["color": "#343a40"]
        case .injects: attributes = ["color": "#495057", "arrowhead": "vee"]
        }
        if edge.timing == .lazy { attributes["style"] = "dashed" }
        if edge.onCycle { attributes["color"] = "#c92a2a"; attributes["penwidth"] = "2.4" }
        return attributes
    }

    static let kindNames: [(DrawModel.NodeKind, String)] = [
        (.service, "protocol / service key"),
        (.implementation, "implementation"),
        (.injectable, "consumer (not registered)"),
        (.injector, "injector (InjectGrail)"),
        (.missing, "unregistered: crashes"),
    ]

    static let lifetimeNames: [(Lifetime, String)] = [
        (.singleton, "singleton"),
        (.scoped, "scoped"),
        (.factory, "factory / transient"),
    ]
}
