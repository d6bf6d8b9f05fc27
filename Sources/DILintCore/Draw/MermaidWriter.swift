/// Writes a `DrawModel` as a Mermaid flowchart, for Markdown docs that render Mermaid natively.
public enum MermaidWriter {
    public static func render(_ model: DrawModel, direction: GraphSpecBuilder.RankDirection = .LR) -> String {
        // Mermaid ids must be simple words; number the sorted nodes.
        var shortID: [String: String] = [:]
        for (position, node) in model.nodes.enumerated() { shortID[node.id] = "n\(position)" }

        var lines = ["flowchart \(direction.rawValue)"]
        for node in model.nodes {
            let label = escape(node.label)
            let shape: String
            switch node.kind {
            case .service: shape = "([\"\(label)\"])"
            case .module: shape = "[/\"\(label)\"/]"
            case .injector: shape = "{{\"\(label)\"}}"
            default: shape = "[\"\(label)\"]"
            }
            lines.append("    \(shortID[node.id]!)\(shape):::\(className(for: node))")
        }
        // The type a focused picture is about, with the thick border the SVG gives it.
        for node in model.nodes where node.focused {
            lines.append("    style \(shortID[node.id]!) stroke:\(DiagramStyle.focusColor),stroke-width:4px")
        }
        for (position, edge) in model.edges.enumerated() {
            guard let from = shortID[edge.from], let to = shortID[edge.to] else { continue }
            // "Provided by" reads differently from "builds with": an open arrowhead, as in the pictures.
            let arrow = edge.onCycle ? "==>" : edge.kind == .conforms ? "-. conforms to, registered as itself .->"
                : edge.kind == .provides ? "--o" : edge.timing == .lazy ? "-.->" : "-->"
            lines.append("    \(from) \(arrow) \(to)")
            if edge.onCycle { lines.append("    linkStyle \(position) stroke:\(DiagramStyle.color(for: edge.trouble ?? .error)),stroke-width:3px") }
        }
        lines += [
            "    classDef singleton fill:#cfe2ff,stroke:#495057",
            "    classDef scoped fill:#d3f0d8,stroke:#495057",
            "    classDef factory fill:#fff3bf,stroke:#495057",
            "    classDef plain fill:#ffffff,stroke:#495057",
            "    classDef missing fill:#fff0f0,stroke:#c92a2a,color:#c92a2a,stroke-dasharray:4 3",
        ]
        // Only when drawn, so a picture without them reads as it always did.
        if model.nodes.contains(where: { className(for: $0) == "missingWarning" }) {
            lines.append("    classDef missingWarning fill:#fff4e6,stroke:#e67700,color:#e67700,stroke-dasharray:4 3")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func className(for node: DrawModel.Node) -> String {
        if node.kind == .missing { return (node.trouble ?? .error) == .error ? "missing" : "missingWarning" }
        switch node.lifetime {
        case .singleton?: return "singleton"
        case .scoped?: return "scoped"
        case .factory?, .transient?: return "factory"
        case nil: return "plain"
        }
    }

    /// Mermaid labels in quotes take HTML entities; quotes and angle brackets must be encoded.
    private static func escape(_ text: String) -> String { EscapeTable.mermaidLabel.apply(text) }
}
