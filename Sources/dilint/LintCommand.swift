import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the DI graph and report what will fail at run time (the default command).",
        discussion: """
            The analysis always covers every file under the given paths; --only and --changed-since \
            compare it with the project as it was before the change (read from git) and report the \
            findings the change introduces, wherever they land: deleting a provider shows the crash \
            at the request it breaks, in a file the change never touched.
            """
    )

    @Argument(help: "Files or folders to analyse.", completion: .directory)
    var paths: [String] = []

    @Option(help: "Output format: \(ReportFormat.list).")
    var format: ReportFormat = .text

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Also write a report to a file, FORMAT=PATH (repeatable), e.g. sarif=dilint.sarif.",
        valueName: "format=path"), transform: ReportDestination.parse)
    var reports: [ReportDestination] = []

    @Flag(help: "Print errors only (in every format; --report files keep everything).")
    var quiet = false

    @Flag(help: "Never colour the output (colour is used only on a terminal, and never when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Exit 1 on warnings too, and on stale baseline entries.")
    var strict = false

    @Option(help: "Hide the findings recorded in this baseline file; report new, known and fixed.", completion: .file())
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file and exit 0.", completion: .file())
    var writeBaseline: String?

    @Option(parsing: .upToNextOption, help: "The staged files of a commit (pre-commit passes them): report only the findings the change introduces compared with HEAD, wherever they land. Outside git: only findings in these files.")
    var only: [String] = []

    @Option(help: "Report only the findings introduced since this git revision, wherever they land: the project is compared with the merge base of the revision and HEAD (committed, staged, edited and untracked changes count).")
    var changedSince: String?

    @Option(help: "Also draw the graph to this file (format from its extension; not '-': standard output is the report); lint's exit code is kept.")
    var graph: String?

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "Graph options (with --graph)") var graphOptions: GraphOptions

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
        // Lint's standard output is the report: a diagram there would corrupt it (and any JSON in it).
        if graph == "-" {
            throw ValidationError("--graph needs a file: lint's standard output is the report (use dilint graph for a diagram on standard output)")
        }
    }

    func run() throws {
        // Decide the diagram format and read the configuration first, so mistakes fail before any work.
        let graphFormat = try graph.map { try DiagramOutput.format(for: $0, explicit: nil) }
        let configuration = try configOptions.load(forLinting: paths)
        let gate = ChangeGate(only: only, changedSince: changedSince)
        let full = try LintRun.report(for: paths, configuration: configuration)
        // A misspelt --only would otherwise filter every finding away and pass in silence.
        let analysed = Set(full.analysedFiles)
        for path in only where !analysed.contains(ChangedFiles.displayPath(of: path)) {
            printError("warning: --only: '\(path)' is not among the analysed files")
        }

        if let writeBaseline {
            let recorded = Baseline(full.diagnostics)
            try OutputFile.write(Array(recorded.rendered().utf8), to: writeBaseline)
            printError("recorded \(TextReporter.plural(full.diagnostics.count, "finding")) in \(writeBaseline)")
            return
        }

        var report = full
        var comparison: Baseline.Comparison?
        if let baseline {
            let compared = try loadBaseline(baseline).compare(full.diagnostics)
            report = report.keeping(compared.new)
            comparison = compared
        }
        if let gate {
            let judged = try gate.apply(to: report, paths: paths, configuration: configuration)
            report = judged.kept
            if judged.hidden > 0 && !quiet {
                printError("\(TextReporter.plural(judged.hidden, "finding")) present before this change (\(judged.note)) not shown")
            }
        }

        let style = TextReporter.Style(color: useColor, quiet: quiet)
        // Text hides warnings and notes itself; other formats print what they get. Either way the summary
        // keeps its counts, so `--strict --quiet` failing on a warning still says why.
        var printed = report
        if quiet && format != .text { printed.diagnostics = report.diagnostics.filter { $0.severity == .error } }
        FileHandle.standardOutput.write(Data(format.render(printed, style: style).utf8))
        for destination in reports {
            try OutputFile.write(Array(destination.format.render(report).utf8), to: destination.path)
        }
        if let comparison {
            printError(String(comparison.summaryLine.dropFirst("dilint: ".count)))
            for entry in comparison.stale {
                printError("\(strict ? "error" : "warning"): baseline entry no longer found (fixed?): \(entry.description); update it with --write-baseline")
            }
        }

        if let graph, let graphFormat {
            try DiagramOutput.write(report, options: graphOptions, defaults: configuration.graph, format: graphFormat, to: graph)
        }

        let stale = !(comparison?.stale.isEmpty ?? true)
        let failing = report.summary.errors > 0 || (strict && (report.summary.warnings > 0 || stale))
        if failing { throw ExitCode(ExitStatus.findings) }
    }

    private func loadBaseline(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("cannot read baseline \(path)")
            throw ExitCode(ExitStatus.failure)
        }
        do {
            return try Baseline(json: data)
        } catch let problem as Baseline.Problem {
            printError("\(path): \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
    }

    private var useColor: Bool {
        !noColor && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
