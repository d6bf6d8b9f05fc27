import ArgumentParser
import DILintCore
import Foundation

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Show how code that runs reaches a type: every route to each request of it, and what provides each step.",
        discussion: """
            TYPE is a registry key or a type's name. A route starts at the container's start, then the \
            request outside any provider that begins it (a property of a view, a call in a function), then \
            each provider on the way. Exits 0 when the key is found, 2 when it is not (with the closest names).
            """
    )

    @Argument(help: ArgumentHelp("The registry key or type name to explain.", valueName: "type"))
    var type: String

    @Argument(help: ArgumentHelp("Files or folders to analyse (default: the current folder).", valueName: "path"), completion: .directory)
    var paths: [String] = []

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "Performance options") var performance: PerformanceOptions

    func run() throws {
        let configuration = try configOptions.load(forLinting: paths)
        let report = try LintRun.report(for: paths, configuration: configuration, extraction: performance.settings, collectingGraph: false)
        do {
            print(try WhyReport.render(type, graph: report.graph), terminator: "")
        } catch let unknown as WhyReport.UnknownKey {
            let hint = unknown.suggestions.isEmpty ? "" : "; did you mean \(unknown.suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
            printError("no request or registration of '\(unknown.name)' in the analysed code\(hint)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
