import GraphvizRender

/// The words above a picture that say what it is: the project, the frameworks drawn, what the report
/// found, and for a focused picture what it is focused on. A picture pasted into a README or a wiki
/// still says where it came from.
public struct Caption: Sendable, Equatable {
    public var title: String
    public var details: [String]

    public init(title: String, details: [String]) {
        self.title = title
        self.details = details
    }

    /// `title`: the project's name (its folder's, or `--title`). Counts are the report's, the whole run's.
    public init(title: String, result: AnalysisResult, model: DrawModel, view: GraphView? = nil) {
        self.title = title
        var details: [String] = []
        let frameworks = Framework.allCases.filter { framework in model.nodes.contains { $0.framework == framework } }
        if !frameworks.isEmpty { details.append(frameworks.map(\.displayName).joined(separator: ", ")) }
        let summary = result.summary
        var counts: [String] = []
        if summary.errors > 0 { counts.append(TextReporter.plural(summary.errors, "error")) }
        if summary.warnings > 0 { counts.append(TextReporter.plural(summary.warnings, "warning")) }
        details.append(counts.isEmpty ? "no errors or warnings" : counts.joined(separator: ", "))
        if let view, let focus = view.focus {
            let depth = view.depth.map { TextReporter.plural($0, "step") } ?? "all steps"
            let way: String
            switch view.direction {
            case .dependencies: way = "its dependencies"
            case .dependents: way = "its dependents"
            case .both: way = "both ways"
            }
            details.append("focus: \(focus), \(depth), \(way)")
        } else if view?.errorsOnly == true {
            details.append("errors only")
        }
        self.details = details
    }

    private static let separator = "  ·  "
    private static func width(_ text: String, bold: Bool = false) -> Double { Double(text.count) * 10 * (bold ? 0.6 : 0.55) }

    /// The title and the details packed into lines no wider than `width` points (a line keeps one piece).
    private func lines(fitting width: Double) -> [[(text: String, bold: Bool)]] {
        var lines: [[(text: String, bold: Bool)]] = []
        var used = 0.0
        for piece in [(text: title, bold: true)] + details.map({ (text: $0, bold: false) }) {
            let needed = Self.width(piece.text, bold: piece.bold) + Self.width(Self.separator)
            if lines.isEmpty || used + needed > width {
                lines.append([piece])
                used = needed
            } else {
                lines[lines.count - 1].append(piece)
                used += needed
            }
        }
        return lines
    }

    /// The estimated width of its widest line at `width` points.
    func estimatedWidth(fitting width: Double) -> Double {
        lines(fitting: width).map { $0.map { Self.width($0.text, bold: $0.bold) }.reduce(0, +) + Self.width(Self.separator) * Double($0.count - 1) }.max() ?? 0
    }

    /// The caption's lines as HTML-like markup, 10 points, the title bold.
    func markup(fitting width: Double) -> [String] {
        lines(fitting: width).map { line in
            let pieces = line.map { $0.bold ? "<B>\(GraphSpec.htmlText($0.text))</B>" : GraphSpec.htmlText($0.text) }
            return "<FONT POINT-SIZE=\"10\">\(pieces.joined(separator: Self.separator))</FONT>"
        }
    }
}
