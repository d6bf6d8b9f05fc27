/// Compiler-style text: `path:line:col: error: message [rule]` and `note:` lines, so Xcode, editors
/// and terminals can jump to each site; then one summary line.
public enum TextReporter {
    public struct Style: Sendable {
        public var color: Bool
        /// Only errors (and their notes) are printed.
        public var quiet: Bool
        public init(color: Bool = false, quiet: Bool = false) {
            self.color = color
            self.quiet = quiet
        }
    }

    /// The result's baselined findings are counted in the summary, so that a clean-looking run still says
    /// what it accepted.
    public static func render(_ result: AnalysisResult, style: Style = Style()) -> String {
        var output = ""
        for diagnostic in result.diagnostics where !style.quiet || diagnostic.severity == .error {
            output += line(at: diagnostic.location, severity: diagnostic.severity.rawValue,
                           message: "\(diagnostic.message) [\(diagnostic.rule)]", style: style)
            for note in diagnostic.notesAndRoute {
                if let location = note.location {
                    output += line(at: location, severity: "note", message: note.message, style: style)
                } else {
                    output += "    note: \(VisibleText.escaped(note.message))\n"
                }
            }
        }
        output += summaryLine(result.summary, known: result.baselined) + "\n"
        return output
    }

    /// Paths and messages hold names from the files read: their control characters are spelt out
    /// (`VisibleText`) before any colour of dilint's own is added.
    private static func line(at place: SourceLocation, severity: String, message rawMessage: String, style: Style) -> String {
        let (location, message) = (VisibleText.escaped("\(place)"), VisibleText.escaped(rawMessage))
        guard style.color else { return "\(location): \(severity): \(message)\n" }
        let color: String
        switch severity {
        case "error": color = "\u{1B}[1;31m"
        case "warning": color = "\u{1B}[1;33m"
        default: color = "\u{1B}[1;36m"
        }
        return "\u{1B}[1m\(location):\u{1B}[0m \(color)\(severity):\u{1B}[0m \(message)\n"
    }

    public static func summaryLine(_ summary: LintReport.Summary, known: Int = 0) -> String {
        var parts = [
            plural(summary.errors, "error"), plural(summary.warnings, "warning"), plural(summary.notes, "note"),
        ].joined(separator: ", ")
        parts += " in \(plural(summary.files, "file"))"
        parts += " (\(plural(summary.registrations, "registration")), \(plural(summary.requests, "request"))"
        if summary.missingKeys > 0 {
            parts += "; \(plural(summary.missingKeys, "unregistered type")) at \(plural(summary.missingSites, "site"))"
        }
        let unread = summary.coverage.reduce(0) { $0 + $1.unread }
        if unread > 0 {
            parts += "; \(plural(unread, "place")) not read"
            if summary.unprovenRequests > 0 {
                parts += ", \(plural(summary.unprovenRequests, "request")) depend\(summary.unprovenRequests == 1 ? "s" : "") on \(unread == 1 ? "it" : "them")"
            }
        }
        parts += ")"
        if known > 0 { parts += "; \(plural(known, "known finding")) hidden by the baseline" }
        return "dilint: " + parts
    }

    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
