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

    func run() throws {
        let report: LintReport
        do {
            report = try Linter.run(LintOptions(paths: paths))
        } catch let problem as Discovery.Problem {
            printError(problem.message)
            throw ExitCode(ExitStatus.failure)
        }
        for problem in report.fileProblems { printError("warning: \(problem); skipped") }

        let output: String
        switch format {
        case .text:
            output = TextReporter.render(report, style: .init(color: useColor, quiet: quiet))
        case .json:
            output = JSONReporter.render(report, toolVersion: DilintVersion.current)
        }
        FileHandle.standardOutput.write(Data(output.utf8))

        let failing = report.summary.errors > 0 || (strict && report.summary.warnings > 0)
        if failing { throw ExitCode(ExitStatus.findings) }
    }

    private var useColor: Bool {
        !noColor && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
