import ArgumentParser
import DILintCore

/// Every report `dilint lint` can print or write.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, junit, checkstyle, markdown
    /// Text with absolute paths, never coloured: an Xcode build phase's issue navigator opens a finding
    /// only from an absolute path (SwiftLint prints them there too).
    case xcode

    static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// `known`: findings the baseline hides, counted by the human-readable summaries.
    func render(_ report: LintReport, style: TextReporter.Style = TextReporter.Style(), known: Int = 0) -> String {
        switch self {
        case .text: return TextReporter.render(report, style: style, known: known)
        case .json: return JSONReporter.render(report, toolVersion: DilintVersion.current)
        case .sarif: return SARIFReporter.render(report, toolVersion: DilintVersion.current)
        case .github: return GitHubReporter.render(report)
        case .junit: return JUnitReporter.render(report)
        case .checkstyle: return CheckstyleReporter.render(report)
        case .markdown: return MarkdownReporter.render(report, known: known)
        case .xcode:
            let plain = TextReporter.Style(color: false, quiet: style.quiet)
            return TextReporter.render(AbsolutePaths.applied(to: report), style: plain, known: known)
        }
    }
}

/// `--report FORMAT=PATH`: one more report written to a file in the same run.
struct ReportDestination {
    var format: ReportFormat
    var path: String

    /// Why an argument is not `FORMAT=PATH`, said so that the fix is in the message.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `FORMAT=PATH`, naming the valid formats when the format is not one of them.
    static func parse(_ argument: String) throws -> ReportDestination {
        guard let separator = argument.firstIndex(of: "=") else {
            throw Malformed(description: "expected FORMAT=PATH, e.g. sarif=dilint.sarif (formats: \(ReportFormat.list))")
        }
        let name = String(argument[..<separator])
        guard let format = ReportFormat(rawValue: name) else {
            throw Malformed(description: "'\(name)' is not a report format (expected one of \(ReportFormat.list))")
        }
        let path = String(argument[argument.index(after: separator)...])
        guard !path.isEmpty else { throw Malformed(description: "no file after '\(name)=', e.g. \(name)=dilint.\(name)") }
        return ReportDestination(format: format, path: path)
    }
}
