import ArgumentParser
import DILintCore

/// Every report `dilint lint` can print or write.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, junit, checkstyle, markdown
    /// Text with absolute paths, never coloured: an Xcode build phase's issue navigator opens a finding
    /// only from an absolute path (SwiftLint prints them there too).
    case xcode
    /// The whole analysis result (graph, findings, ids) as JSON, which `dilint report` reads back.
    case result

    static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Whether the format shows the result's graph (its nodes, edges and each finding's ids in them);
    /// a run none of whose outputs does leaves the graph out of the result (`AnalysisResultBuilder`).
    var readsGraph: Bool { self == .result }

    /// Every format is a view of the one analysis result, so a stored result renders the same bytes.
    func render(_ result: AnalysisResult, style: TextReporter.Style = TextReporter.Style()) -> String {
        switch self {
        case .text: return TextReporter.render(result, style: style)
        case .json: return JSONReporter.render(result)
        case .sarif: return SARIFReporter.render(result)
        case .github: return GitHubReporter.render(result)
        case .junit: return JUnitReporter.render(result)
        case .checkstyle: return CheckstyleReporter.render(result)
        case .markdown: return MarkdownReporter.render(result)
        case .xcode:
            let plain = TextReporter.Style(color: false, quiet: style.quiet)
            return TextReporter.render(AbsolutePaths.applied(to: result), style: plain)
        case .result: return result.encodedJSON()
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
