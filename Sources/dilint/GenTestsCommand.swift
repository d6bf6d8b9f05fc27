import ArgumentParser
import DILintCore
import Foundation

extension GeneratedTestStyle: ExpressibleByArgument {}

struct GenTestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen-tests",
        abstract: "Write a Swift test file that bootstraps each Zerk, Dirk and Shank container and resolves every request of the app.",
        discussion: """
            One test per container, named after it (testZerkStandardStorage, testDirkContainer, …), \
            performs the bootstraps dilint read, once per process, then every request the app makes of \
            that container, with the arguments it passes (Zerk `with:`). A request dilint reports an error \
            for gets a test of its own, so each reported crash fails exactly one test. A bootstrap or request \
            dilint cannot spell out is listed in a comment, never guessed. The same sources give the same file.

            The file is replaced atomically. An analysed Swift source is never overwritten unless it is a \
            file gen-tests wrote before (its first line says so).

            Exits 0 when the file is written, whatever dilint finds; 2 when it is not: no container of \
            Zerk, Dirk or Shank in the analysed code, an output that is one of the app's sources, a path \
            that cannot be read or written, or a usage error.
            """
    )

    @Argument(help: ArgumentHelp("Files or folders to analyse (default: the current folder).", valueName: "path"), completion: .directory)
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The Swift file to write, typically in the app's test target; '-' for standard output.", valueName: "file.swift"), completion: .file(extensions: ["swift"]))
    var output: String

    @Option(help: ArgumentHelp("The test library the file is written for.", valueName: "style"))
    var style: GeneratedTestStyle = .xctest

    @Option(help: ArgumentHelp("The app module the tests import with @testable (default: none, for a file compiled with the app's sources).", valueName: "name"))
    var module: String?

    @Flag(help: "Do not say on standard error what was written.")
    var quiet = false

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "Performance options") var performance: PerformanceOptions

    func validate() throws {
        if let module, module.isEmpty || !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) || module.first!.isNumber {
            throw ValidationError("--module '\(module)' is not a Swift module name")
        }
    }

    func run() throws {
        let configuration = try configOptions.load(forLinting: paths)
        let report = try LintRun.report(for: paths, configuration: configuration, extraction: performance.settings)
        let directory = FileManager.default.currentDirectoryPath
        let outputPath = output == "-" ? nil : CommandLinePath.absolute(output, in: directory)
        var sources: [String: String] = [:]
        for file in report.analysedFiles {
            guard let data = FileManager.default.contents(atPath: CommandLinePath.absolute(file, in: directory)) else { continue }
            // A file past a parse limit was skipped by the analysis and holds nothing the tests use; parsing it
            // again here could take minutes (each level of `[` doubles the parser's work).
            if SourceLimits.firstExcess(in: [UInt8](data)) != nil { continue }
            let text = String(decoding: data, as: UTF8.self)
            // A file gen-tests wrote is not the app: its requests are the ones it is about to write again.
            if GeneratedTestFileHeader.marks(text) { continue }
            if CommandLinePath.absolute(file, in: directory) == outputPath {
                printError("\(output) is one of the analysed Swift sources, not a file gen-tests wrote; choose another --output")
                throw ExitCode(ExitStatus.failure)
            }
            sources[file] = text
        }
        let plan: TestPlan
        do {
            plan = try GenTestsPlanner.plan(AnalysisResults.make(report), sources: sources, externalTypes: configuration.policy.externalTypes)
        } catch is GenTestsPlanner.NoContainers {
            printError("no Zerk, Dirk or Shank container in the analysed code (\(report.analysedFiles.count == 1 ? "1 file" : "\(report.analysedFiles.count) files")); nothing to test")
            throw ExitCode(ExitStatus.failure)
        }
        let text = TestFileWriter.write(plan, style: style, module: module)
        guard outputPath != nil else {
            print(text, terminator: "")
            return
        }
        try OutputFile.write(Array(text.utf8), to: output)
        if !quiet {
            let tests = plan.containers.reduce(0) { $0 + $1.tests.count }
            printError("wrote \(output) (\(style.rawValue): \(TextReporter.plural(tests, "test")) for \(TextReporter.plural(plan.containers.count, "container")))")
        }
    }
}
