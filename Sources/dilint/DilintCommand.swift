import ArgumentParser
import DILintCore
import GraphvizRender
import Foundation

@main
struct DilintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dilint",
        abstract: "Finds dependency-injection mistakes in Swift code before they crash at run time.",
        discussion: """
            dilint reads Swift sources without compiling them, finds every registration and injection \
            site of the supported DI frameworks (Dirk, Zerk 1.x, Shank, InjectGrail), links them into a dependency graph, and reports \
            unregistered types, dependency cycles, duplicates and more, with file:line:column.

            Exit codes: 0 no errors; 1 at least one error (or warning, with --strict); 2 usage error, \
            unreadable path, or any other failure to run.
            """,
        version: DilintVersion.current,
        subcommands: [LintCommand.self, GraphCommand.self, ReportCommand.self, RulesCommand.self, ExplainCommand.self, WhyCommand.self, GenTestsCommand.self, InitCommand.self, DiffCommand.self, LSPCommand.self, ParseFloorCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// ArgumentParser exits with 64 on usage errors; dilint documents 2 for every failure to run.
    static func main() {
        InterruptCleanup.install()
        Graphviz.keepGraphsUntilExit()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            if exitCode(for: error) == .success { self.exit(withError: error) }
            printError(UsageErrorLine.make(message(for: error)))
            Foundation.exit(ExitStatus.failure)
        }
    }
}

enum ExitStatus {
    static let findings: Int32 = 1
    static let failure: Int32 = 2
}

/// Prints one line to standard error. Paths and names in it come from the files read: their control
/// characters are spelt out, so a file name cannot start a line of its own (a CI log reads each line
/// that starts with `::` as a workflow command) or recolour the terminal.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("dilint: \(VisibleText.escaped(message))\n".utf8))
}
