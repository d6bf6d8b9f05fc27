/// Checkstyle XML, read by Jenkins warnings-ng, reviewdog, Danger and others: findings grouped by file.
public enum CheckstyleReporter {
    public static func render(_ result: AnalysisResult) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: result.diagnostics, by: \.location.file)
        for file in byFile.keys.sorted() {
            output += "  <file name=\"\(ReportFormatting.xmlEscaped(file))\">\n"
            for diagnostic in byFile[file]! {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                output += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\""
                output += " severity=\"\(severity)\""
                output += " message=\"\(ReportFormatting.xmlEscaped(ReportFormatting.messageWithNotes(diagnostic)))\""
                output += " source=\"dilint.\(ReportFormatting.xmlEscaped(diagnostic.rule))\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }
}
