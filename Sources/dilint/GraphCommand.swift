import ArgumentParser
import DILintCore
import Foundation

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the dependency graph (svg, png, pdf, dot, mermaid, json or html).",
        discussion: """
            Rendering uses Graphviz's C library in process; no `dot` binary is needed. The format comes \
            from the output file's extension unless --format says otherwise. Exits 0 when the picture is \
            written, whatever it shows; 2 when it cannot be.
            """
    )

    @Argument(help: ArgumentHelp("Files or folders to analyse (default: the current folder).", valueName: "path"), completion: .directory)
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("File to write; '-' or nothing for standard output (text formats). Missing folders are created.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The picture's format (default: from the output file's extension, else dot).", valueName: "format"))
    var format: DiagramFormat?

    @Flag(help: "Do not say on standard error what was written.")
    var quiet = false

    @Option(help: ArgumentHelp("Draw this stored analysis result (from `dilint lint --format result`) instead of analysing paths.", valueName: "result.json"), completion: .file())
    var fromResult: String?

    @OptionGroup var graph: GraphOptions

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "Performance options") var performance: PerformanceOptions

    func validate() throws {
        if fromResult != nil && !paths.isEmpty {
            throw ValidationError("--from-result draws a stored result; give no paths to analyse")
        }
    }

    func run() throws {
        let format = try DiagramOutput.format(for: output, explicit: format)
        var configuration = try configOptions.load(forLinting: paths)
        // The picture hides what the rule finds: the rule runs for it, whatever the configuration says.
        if graph.hideUnused { configuration.policy.switchOn(UnusedRegistrationRule.self) }
        let drawn: DiagramOutput.Drawn
        if let fromResult {
            // The picture is a view of the result: a stored one draws as the run that made it would.
            let stored = try StoredResult.read(fromResult)
            if graph.hideUnused && !stored.findings.contains(where: { $0.diagnostic.subject == .unusedRegistrations }) {
                // Whether nothing is unused or the rule was off when it was stored, the result cannot say.
                printError("warning: --hide-unused: \(fromResult) holds no unused-registration finding; store it with the rule on (.dilint.yml or --strict) to hide unused keys")
            }
            drawn = try DiagramOutput.write(stored, analysedFiles: [], options: graph,
                                            defaults: configuration.graph, format: format, to: output, projectFolder: paths.first)
        } else {
            let report = try LintRun.report(for: paths, configuration: configuration, extraction: performance.settings)
            let result = AnalysisResults.make(report)
            drawn = try DiagramOutput.write(result, analysedFiles: report.analysedFiles, options: graph,
                                            defaults: configuration.graph, format: format, to: output, projectFolder: paths.first)
        }
        // Success is otherwise silent, and a picture in a folder nobody looks at is easy to miss.
        if !quiet, let output, output != "-" {
            printError("wrote \(output) (\(format.rawValue): \(TextReporter.plural(drawn.nodes, "node")), \(TextReporter.plural(drawn.edges, "edge")))")
        }
    }
}
