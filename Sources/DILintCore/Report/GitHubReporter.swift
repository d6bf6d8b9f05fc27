/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
public enum GitHubReporter {
    public static func render(_ result: AnalysisResult) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += annotation(diagnostic)
        }
        output += TextReporter.summaryLine(result.summary) + "\n"
        return output
    }

    /// One finding as a workflow command, annotating its line.
    static func annotation(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let location = diagnostic.location
        let properties = [
            "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
            "title=\(property("dilint \(diagnostic.rule)"))",
        ].joined(separator: ",")
        return "::\(command) \(properties)::\(data(ReportFormatting.messageWithNotes(diagnostic)))\n"
    }

    /// Escaping of a command's message, as the runner's toolkit does it.
    static func data(_ text: String) -> String { EscapeTable.workflowData.apply(text) }

    /// Escaping of a property value, which also may not hold `:` or `,`.
    static func property(_ text: String) -> String { EscapeTable.workflowProperty.apply(text) }
}
