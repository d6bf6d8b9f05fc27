/// A Markdown summary for a CI step summary (`$GITHUB_STEP_SUMMARY`) or a pull-request comment.
public enum MarkdownReporter {
    public static func render(_ report: LintReport) -> String {
        var output = "## dilint\n\n"
        output += String(TextReporter.summaryLine(report.summary).dropFirst("dilint: ".count)) + "\n"
        guard !report.diagnostics.isEmpty else { return output + "\nNo findings.\n" }
        output += "\n| Severity | Location | Finding | Rule |\n| --- | --- | --- | --- |\n"
        for diagnostic in report.diagnostics {
            let notes = diagnostic.notes.map { note in
                "<br>↳ " + cell(note.location.map { "\($0): \(note.message)" } ?? note.message)
            }.joined()
            output += "| \(diagnostic.severity.rawValue) | `\(diagnostic.location)` | \(cell(diagnostic.message))\(notes) | `\(diagnostic.rule)` |\n"
        }
        return output
    }

    /// Table cells hold one line and no unescaped pipe; `<` is escaped so a type like `Box<T>` is not HTML.
    private static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }
}
