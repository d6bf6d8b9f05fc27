/// A Markdown summary for a CI step summary (`$GITHUB_STEP_SUMMARY`) or a pull-request comment.
public enum MarkdownReporter {
    /// Baselined findings are counted: a summary that said "No findings" over them would hide debt.
    public static func render(_ result: AnalysisResult) -> String {
        let known = result.baselined
        var output = "## dilint\n\n"
        output += String(TextReporter.summaryLine(result.summary, known: known).dropFirst("dilint: ".count)) + "\n"
        guard !result.findings.isEmpty else {
            guard known > 0 else { return output + "\nNo findings.\n" }
            return output + "\nNo new findings; \(TextReporter.plural(known, "known finding")) accepted in the baseline.\n"
        }
        output += "\n| Severity | Location | Finding | Rule |\n| --- | --- | --- | --- |\n"
        for diagnostic in result.diagnostics {
            let notes = diagnostic.notesAndRoute.map { note in
                // A place is a code span, as in the Location column: a file's name is shown as it is, never read as markup.
                "<br>↳ " + (note.location.map { MarkdownText.code("\($0)") + ": " } ?? "") + cell(note.message)
            }.joined()
            output += "| \(diagnostic.severity.rawValue) | \(MarkdownText.code("\(diagnostic.location)")) | \(cell(diagnostic.message))\(notes) | `\(diagnostic.rule)` |\n"
        }
        return output
    }

    private static func cell(_ text: String) -> String { MarkdownText.cell(text) }
}
