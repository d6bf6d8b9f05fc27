import ArgumentParser
import DILintCore
import Foundation

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the DI graph and report what will fail at run time (the default command)."
    )

    @Argument(help: "Files or folders to analyse.", completion: .directory)
    var paths: [String] = ["."]

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Flag(help: "Print errors only.")
    var quiet = false

    @Flag(help: "Never colour the output (colour is used only on a terminal, and never when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Option(help: "Also draw the graph to this file (format from its extension); lint's exit code is kept.")
    var graph: String?

    @OptionGroup(title: "Graph options (with --graph)") var graphOptions: GraphOptions

    func run() throws {
        // Decide the diagram format first, so a bad file name fails before any work.
        let graphFormat = try graph.map { try DiagramOutput.format(for: $0, explicit: nil) }
        let report = try LintRun.report(for: paths)

        let output: String
        switch format {
        case .text:
            output = TextReporter.render(report, style: .init(color: useColor, quiet: quiet))
        case .json:
            output = JSONReporter.render(report, toolVersion: DilintVersion.current)
        }
        FileHandle.standardOutput.write(Data(output.utf8))

        if let graph, let graphFormat {
            try DiagramOutput.write(report, options: graphOptions, format: graphFormat, to: graph)
        }

        let failing = report.summary.errors > 0 || (strict && report.summary.warnings > 0)
        if failing { throw ExitCode(ExitStatus.findings) }
    }

    private var useColor: Bool {
        !noColor && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
