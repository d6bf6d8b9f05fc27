import ArgumentParser
import DILintCore

/// Runs the analysis for every command, turning discovery problems into one line and exit 2.
enum LintRun {
    /// `requiringFiles: false` is for `dilint init`, which may start a project that has no Swift yet.
    /// `collectingGraph: false` when no output of the run reads the result's graph (`LintOptions.collectsGraph`).
    static func report(for paths: [String], configuration: Configuration, requiringFiles: Bool = true,
                       extraction: ExtractionSettings = ExtractionSettings(), recordingEvidence: Bool = false,
                       collectingGraph: Bool = true) throws -> LintReport {
        let report: LintReport
        do {
            var options = LintOptions(paths: paths, policy: configuration.policy, fileSelection: configuration.selection, extraction: extraction)
            options.recordsReplayEvidence = recordingEvidence
            options.collectsGraph = collectingGraph
            report = try Linter.run(options)
        } catch let problem as Discovery.Problem {
            printError(problem.message)
            throw ExitCode(ExitStatus.failure)
        }
        for problem in report.fileProblems { printError("warning: \(problem)") }
        // A gate that checks nothing must not pass: a misspelt folder in `included:` or a path with
        // no Swift in it is a configuration mistake, not a clean project.
        if requiringFiles && report.analysedFiles.isEmpty {
            printError(nothingToCheck(paths: paths, configuration: configuration))
            throw ExitCode(ExitStatus.failure)
        }
        if requiringFiles && report.readFiles == 0 {
            let count = report.analysedFiles.count
            printError("none of the \(count == 1 ? "1 Swift file" : "\(count) Swift files") could be read (see the warnings above); nothing was checked")
            throw ExitCode(ExitStatus.failure)
        }
        // A framework `.dilint.yml` asks for that the code does not show: the warning above says why.
        if requiringFiles && !report.missingFrameworks.isEmpty { throw ExitCode(ExitStatus.failure) }
        return report
    }

    private static func nothingToCheck(paths: [String], configuration: Configuration) -> String {
        let under = "no Swift files found under \((paths.isEmpty ? ["."] : paths).joined(separator: ", "))"
        let selection = configuration.selection
        var filters: [String] = []
        if !selection.included.isEmpty { filters.append("included: [\(selection.included.map(\.pattern).joined(separator: ", "))]") }
        if !selection.excluded.isEmpty { filters.append("excluded: [\(selection.excluded.map(\.pattern).joined(separator: ", "))]") }
        guard !filters.isEmpty else { return "\(under); nothing to check" }
        let file = configuration.displayPath ?? Configuration.fileName
        return "\(under) that \(file) selects (\(filters.joined(separator: ", "))); nothing to check"
    }
}
