import ArgumentParser
import DILintCore
import Foundation

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the dependency graph (svg, png, pdf, dot, mermaid or json).",
        discussion: """
            Rendering uses Graphviz's C library in process; no `dot` binary is needed. The format comes \
            from the output file's extension unless --format says otherwise. Exits 0 when the picture is \
            written, whatever it shows; 2 when it cannot be.
            """
    )

    @Argument(help: "Files or folders to analyse.", completion: .directory)
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: "File to write; '-' or nothing for standard output (text formats).")
    var output: String?

    @Option(help: "svg, png, pdf, dot, mermaid or json (default: from the output file's extension, else dot).")
    var format: DiagramFormat?

    @OptionGroup var graph: GraphOptions

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let format = try DiagramOutput.format(for: output, explicit: format)
        let configuration = try configOptions.load(forLinting: paths)
        let report = try LintRun.report(for: paths, configuration: configuration)
        try DiagramOutput.write(report, options: graph, defaults: configuration.graph, format: format, to: output)
    }
}
