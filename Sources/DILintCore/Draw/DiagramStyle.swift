import GraphvizRender

/// The one visual language of dilint's diagrams: shape by kind, fill by lifetime, the colour of a
/// finding's severity for trouble (red errors, amber warnings). The legend is drawn from the same table,
/// so it cannot disagree with the picture.
enum DiagramStyle {
    static let font = "DejaVu Sans"
    static let boldFont = "DejaVu Sans Bold"
    /// The border of the type a focused picture is about.
    static let focusColor = "#1864ab"

    static func color(for severity: Severity) -> String {
        switch severity {
        case .error: return "#c92a2a"
        case .warning: return "#e67700"
        case .note: return "#1971c2"
        }
    }

    /// A missing key's look in the colour of what the report says about it: red when it crashes, amber
    /// when it is a warning (registered only in some builds, say).
    static func missingAttributes(_ severity: Severity?) -> [String: String] {
        var attributes = attributes(for: .missing)
        guard let severity, severity != .error else { return attributes }
        attributes["color"] = color(for: severity)
        attributes["fontcolor"] = color(for: severity)
        attributes["fillcolor"] = severity == .warning ? "#fff4e6" : "#e7f5ff"
        return attributes
    }

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
        case .conforms:
            attributes = ["color": color(for: edge.trouble ?? .error), "style": "dotted", "arrowhead": "onormal",
                          "label": "conforms to, registered as itself", "fontcolor": color(for: edge.trouble ?? .error),
                          "fontsize": "8"]
            return attributes
        }
        if edge.timing == .lazy { attributes["style"] = "dashed" }
        if edge.onCycle { attributes["color"] = color(for: edge.trouble ?? .error); attributes["penwidth"] = "2.4" }
        return attributes
    }

    static let kindNames: [(DrawModel.NodeKind, String)] = [
        (.service, "protocol / service key"),
        (.implementation, "implementation"),
        (.injectable, "consumer (not registered)"),
        (.injector, "injector (InjectGrail)"),
        (.module, "module"),
        (.missing, "unregistered: crashes"),
    ]

    /// Missing keys the report does not call a crash: registered only in some builds, or a warning by configuration.
    static let lesserMissingNames: [(Severity, String)] = [
        (.warning, "unregistered: warning"),
        (.note, "unregistered: note"),
    ]

    /// Registered nodes a finding is drawn on, off any cycle (a key registered only in some builds).
    static let findingNames: [(Severity, String)] = [
        (.error, "finding: error"),
        (.warning, "finding: warning"),
        (.note, "finding: note"),
    ]

    static let lifetimeNames: [(Lifetime, String)] = [
        (.singleton, "singleton"),
        (.scoped, "scoped"),
        (.factory, "factory / transient"),
    ]
}
