/// JUnit XML, for CI systems that show test results: one test case per finding, failed, grouped in one
/// suite per rule. A clean run is one passing case, so the report is never empty.
public enum JUnitReporter {
    public static func render(_ report: LintReport) -> String {
        let byRule = Dictionary(grouping: report.diagnostics, by: \.rule)
        let count = report.diagnostics.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if count == 0 {
            output += "<testsuites name=\"dilint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            output += "  <testsuite name=\"dilint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            output += "    <testcase classname=\"dilint\" name=\"\(ReportFormatting.xmlEscaped(TextReporter.summaryLine(report.summary)))\"/>\n"
            output += "  </testsuite>\n</testsuites>\n"
            return output
        }
        output += "<testsuites name=\"dilint\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n"
        for rule in byRule.keys.sorted() {
            let diagnostics = byRule[rule]!
            output += "  <testsuite name=\"\(ReportFormatting.xmlEscaped(rule))\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count)\" errors=\"0\" skipped=\"0\">\n"
            for diagnostic in diagnostics {
                let escapedMessage = ReportFormatting.xmlEscaped(diagnostic.message)
                output += "    <testcase classname=\"\(ReportFormatting.xmlEscaped(diagnostic.location.file))\" name=\"\(ReportFormatting.xmlEscaped(diagnostic.location.description)): \(escapedMessage)\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(escapedMessage)\">"
                output += ReportFormatting.xmlEscaped("\(diagnostic.location): \(diagnostic.severity.rawValue): \(ReportFormatting.messageWithNotes(diagnostic)) [\(rule)]")
                output += "</failure>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
