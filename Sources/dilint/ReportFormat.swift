import ArgumentParser
import DILintCore

/// Every report `dilint lint` can print or write.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, junit, checkstyle, markdown

    static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

    func render(_ report: LintReport, style: TextReporter.Style = TextReporter.Style()) -> String {
        switch self {
        case .text: return TextReporter.render(report, style: style)
        case .json: return JSONReporter.render(report, toolVersion: DilintVersion.current)
        case .sarif: return SARIFReporter.render(report, toolVersion: DilintVersion.current)
        case .github: return GitHubReporter.render(report)
        case .junit: return JUnitReporter.render(report)
        case .checkstyle: return CheckstyleReporter.render(report)
        case .markdown: return MarkdownReporter.render(report)
        }
    }
}

/// `--report FORMAT=PATH`: one more report written to a file in the same run.
struct ReportDestination: ExpressibleByArgument {
    var format: ReportFormat
    var path: String

    init?(argument: String) {
        guard let separator = argument.firstIndex(of: "="),
              let format = ReportFormat(rawValue: String(argument[..<separator])) else { return nil }
        let path = String(argument[argument.index(after: separator)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }

    static var defaultValueDescription: String { "FORMAT=PATH" }
}
