/// JUnit XML, for CI systems that show test results: one test case per finding, grouped in one suite per
/// rule. Errors and warnings fail their case; notes (what dilint could not analyse) are skipped cases, so
/// they are listed without turning the run red. A clean run is one passing case, so the report is never empty.
public enum JUnitReporter {
    public static func render(_ result: AnalysisResult) -> String {
        let diagnostics = result.diagnostics
        let byRule = Dictionary(grouping: diagnostics, by: \.rule)
        let count = diagnostics.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if count == 0 {
            output += "<testsuites name=\"dilint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            output += "  <testsuite name=\"dilint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            output += "    <testcase classname=\"dilint\" name=\"\(ReportFormatting.xmlEscaped(TextReporter.summaryLine(result.summary)))\"/>\n"
            output += "  </testsuite>\n</testsuites>\n"
            return output
        }
        let skipped = diagnostics.count { $0.severity == .note }
        output += "<testsuites name=\"dilint\" tests=\"\(count)\" failures=\"\(count - skipped)\" errors=\"0\">\n"
        for rule in byRule.keys.sorted() {
            let diagnostics = byRule[rule]!
            let notes = diagnostics.count { $0.severity == .note }
            output += "  <testsuite name=\"\(ReportFormatting.xmlEscaped(rule))\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count - notes)\" errors=\"0\" skipped=\"\(notes)\">\n"
            for diagnostic in diagnostics {
                let escapedMessage = ReportFormatting.xmlEscaped(diagnostic.message)
                output += "    <testcase classname=\"\(ReportFormatting.xmlEscaped(diagnostic.location.file))\" name=\"\(ReportFormatting.xmlEscaped(diagnostic.location.description)): \(escapedMessage)\">\n"
                let element = diagnostic.severity == .note ? "skipped" : "failure"
                let type = diagnostic.severity == .note ? "" : " type=\"\(diagnostic.severity.rawValue)\""
                output += "      <\(element)\(type) message=\"\(escapedMessage)\">"
                output += ReportFormatting.xmlEscaped("\(diagnostic.location): \(diagnostic.severity.rawValue): \(ReportFormatting.messageWithNotes(diagnostic)) [\(rule)]")
                output += "</\(element)>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
