import ArgumentParser
import DILintCore
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show a stored analysis result (from `dilint lint --format result`) in any report format.",
        discussion: """
            Reads the result back and renders it as `dilint lint --format FORMAT` did in the run that wrote \
            it, byte for byte (xcode paths are made absolute against the current folder). Exits 0 when the \
            report is written; 2 when the result cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("The stored result ('-' for standard input).", valueName: "result.json"), completion: .file())
    var resultFile: String

    @Option(help: ArgumentHelp("Output format.", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: "Print errors only (in every format).")
    var quiet = false

    @Flag(help: "Never colour the output (colour is used only on a terminal, and never when NO_COLOR is set).")
    var noColor = false

    func run() throws {
        let result = try StoredResult.read(resultFile)
        let style = TextReporter.Style(color: TerminalColor.enabled(noColor: noColor), quiet: quiet)
        // As lint does: text hides what --quiet leaves out itself, other formats print what they get.
        let printed = quiet && format != .text ? result.showing { $0.diagnostic.severity == .error } : result
        FileHandle.standardOutput.write(Data(format.render(printed, style: style).utf8))
    }
}
