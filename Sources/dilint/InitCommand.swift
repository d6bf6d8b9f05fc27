import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .dilint.yml for the code in this folder, with the DI frameworks it uses."
    )

    @Flag(help: "Replace an existing .dilint.yml.")
    var force = false

    func run() throws {
        let path = Configuration.fileName
        if FileManager.default.fileExists(atPath: path) && !force {
            printError("\(path) already exists; use --force to replace it")
            throw ExitCode(ExitStatus.failure)
        }
        let report = try LintRun.report(for: ["."], configuration: Configuration(), requiringFiles: false, collectingGraph: false)
        let graph = report.graph
        let used = Set(graph.registrations.map(\.framework) + graph.requests.map(\.framework) + graph.bootstraps.map(\.framework))
        let template = ConfigurationTemplate.render(frameworks: Array(used), providers: report.exportingModules,
                                                    shankCopies: report.shankCopies)
        try OutputFile.write(Array(template.utf8), to: path)
        var found = used.isEmpty ? "no DI framework found yet" : used.sorted().map(\.displayName).joined(separator: ", ")
        if !report.exportingModules.isEmpty {
            found += "; provider modules \(report.exportingModules.keys.sorted().joined(separator: ", "))"
        }
        printError("wrote \(path) (\(found))")
    }
}
