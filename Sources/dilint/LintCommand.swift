import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the DI graph and report what will fail at run time (the default command).",
        discussion: """
            The analysis always covers every file under the given paths. --changed-since compares it \
            with the project as it was before the change (read from git) and reports the findings the \
            change introduces, wherever they land: deleting a provider shows the crash at the request \
            it breaks, in a file the change never touched. --only reports the findings in the files it \
            names.
            """
    )

    @Argument(help: ArgumentHelp("Files or folders to analyse (default: the current folder).", valueName: "path"), completion: .directory)
    var paths: [String] = []

    // A titled group, so that help lists lint's own options before the graph options (ArgumentParser
    // prints titled groups in declaration order, before the untitled ones).
    @OptionGroup(title: "Lint options") var lint: LintReportOptions

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "Performance options") var performance: PerformanceOptions

    @OptionGroup(title: "Graph options (with --graph)") var graphOptions: GraphOptions

    func validate() throws {
        let (baseline, writeBaseline, graph) = (lint.baseline, lint.writeBaseline, lint.graph)
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
        // Recording a baseline writes that file and prints nothing else: a report or a picture asked for
        // beside it would silently not be made.
        if writeBaseline != nil {
            let given: [(name: String, isGiven: Bool)] = [
                ("--report", !lint.reports.isEmpty), ("--graph", graph != nil), ("--format \(lint.format.rawValue)", lint.format != .text),
            ]
            if let first = given.first(where: \.isGiven)?.name {
                throw ValidationError("--write-baseline records the findings and writes nothing else; run \(first) apart from it")
            }
        }
        // Lint's standard output is the report: a diagram there would corrupt it (and any JSON in it).
        if graph == "-" {
            throw ValidationError("--graph needs a file: lint's standard output is the report (use dilint graph for a diagram on standard output)")
        }
        // Without a picture they would do nothing, and a CI gate must not look configured when it is not.
        if graph == nil, let option = graphOptions.given.first {
            throw ValidationError("\(option) shapes the picture: add --graph FILE, or use dilint graph")
        }
        try FixOptionsCheck.validate(lint)
    }

    func run() throws {
        guard let (memo, policy) = memo() else { return try runAnalysis() }
        if let recorded = memo.recorded(), memo.replays(recorded, policy: policy) {
            FileHandle.standardOutput.write(recorded.stdout)
            FileHandle.standardError.write(recorded.stderr)
            // Judged the same: recorded again under the files' new states, so the next run need not judge.
            if !recorded.changed.isEmpty {
                memo.record(stdout: recorded.stdout, stderr: recorded.stderr, status: recorded.status, evidence: recorded.evidence)
            }
            if recorded.status != 0 { throw ExitCode(recorded.status) }
            return
        }
        let evidence = EvidenceSink()
        let captured = try OutputCapture.capturing { try runAnalysis(keeping: evidence) }
        FileHandle.standardOutput.write(captured.stdout)
        FileHandle.standardError.write(captured.stderr)
        switch captured.error {
        case nil: memo.record(stdout: captured.stdout, stderr: captured.stderr, status: 0, evidence: evidence.kept)
        case let exit as ExitCode: memo.record(stdout: captured.stdout, stderr: captured.stderr, status: exit.rawValue, evidence: evidence.kept)
        default: break
        }
        if let error = captured.error { throw error }
    }

    /// The memo of this run when it only prints (see `RunMemo`) and the cache is on, with the policy its
    /// evidence is judged under.
    private func memo() -> (RunMemo, LintPolicy)? {
        guard !performance.noCache, !lint.fix, lint.fixFrom == nil, lint.writeBaseline == nil, lint.reports.isEmpty,
              lint.graph == nil, lint.only.isEmpty, lint.changedSince == nil else { return nil }
        // A configuration that does not load is for the run itself to report.
        var configuration: Configuration?
        _ = try? OutputCapture.capturing { configuration = try loadConfiguration() }
        guard let configuration else { return nil }
        return RunMemo(cacheDirectory: performance.cacheDirectory, toolFingerprint: PerformanceOptions.toolFingerprint,
                       paths: paths, configuration: configuration, baseline: lint.baseline,
                       colored: TerminalColor.enabled(noColor: lint.noColor),
                       threads: performance.settings.jobs).map { ($0, configuration.policy) }
    }

    /// The configuration, closed-world under `--strict`.
    private func loadConfiguration() throws -> Configuration {
        var configuration = try configOptions.load(forLinting: paths)
        if lint.strict { configuration.policy.closeWorld() }
        return configuration
    }

    /// `sink` gets what a run memo keeps to judge later changes (before findings fail the run).
    private func runAnalysis(keeping sink: EvidenceSink? = nil) throws {
        if let fixFrom = lint.fixFrom { return try FixRun.fixFromReport(fixFrom, dryRun: lint.dryRun) }
        let (format, reports, quiet, strict) = (lint.format, lint.reports, lint.quiet, lint.strict)
        let (baseline, writeBaseline, only, changedSince, graph) = (lint.baseline, lint.writeBaseline, lint.only, lint.changedSince, lint.graph)
        // Decide the diagram format and read the configuration first, so mistakes fail before any work.
        let graphFormat = try graph.map { try DiagramOutput.format(for: $0, explicit: nil) }
        let configuration = try loadConfiguration()
        if graphOptions.hideUnused && !configuration.policy.isOn(UnusedRegistrationRule.self) {
            // lint reports what the configuration says; silently hiding nothing would be a surprise.
            printError("--hide-unused hides unused-registration findings, and that rule is off: turn it on in .dilint.yml or with --strict, or draw with dilint graph --hide-unused")
            throw ExitCode(ExitStatus.failure)
        }
        let gate = ChangeGate(changedSince: changedSince)
        // Only the stored result and a picture show the graph; for any other output it is not collected.
        let readsGraph = graph != nil || format.readsGraph || reports.contains { $0.format.readsGraph }
        let full = try LintRun.report(for: paths, configuration: configuration, extraction: performance.settings,
                                      recordingEvidence: sink != nil, collectingGraph: readsGraph)
        sink?.kept = full.replayEvidence
        // A misspelt --only would otherwise filter every finding away and pass in silence.
        let analysed = only.isEmpty ? [] : Set(full.analysedFiles)
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
        if !only.isEmpty {
            let focus = FindingFocus(files: ChangedFiles.displayPaths(only))
            report = report.keeping(report.diagnostics.filter(focus.includes))
        }

        if lint.fix {
            // The fixes of the findings this run reports; a dry run's output is the diff alone.
            let applied = try FixRun.run(report.diagnostics.flatMap(\.fixes), dryRun: lint.dryRun,
                                         scope: .project(adding: paths, relativeOnly: false))
            if lint.dryRun { return }
            // What is left is what the same run without --fix finds in the fixed files.
            if !applied.isEmpty {
                var again = self
                again.lint.fix = false
                return try again.runAnalysis()
            }
        }

        // The one result every format and the picture read: what is shown, after baseline and gate.
        let result = AnalysisResults.make(report, baselined: comparison?.known.count ?? 0,
                                          storing: format == .result || reports.contains { $0.format == .result },
                                          includingGraph: readsGraph)
        let style = TextReporter.Style(color: TerminalColor.enabled(noColor: lint.noColor), quiet: quiet)
        // Text hides warnings and notes itself; other formats print what they get. Either way the summary
        // keeps its counts, so `--strict --quiet` failing on a warning still says why.
        let printed = quiet && format != .text ? result.showing { $0.diagnostic.severity == .error } : result
        FileHandle.standardOutput.write(Data(format.render(printed, style: style).utf8))
        for destination in reports {
            try OutputFile.write(Array(destination.format.render(result).utf8), to: destination.path)
        }
        if let comparison {
            printError(String(comparison.summaryLine.dropFirst("dilint: ".count)))
            for entry in comparison.stale {
                printError("\(strict ? "error" : "warning"): baseline entry no longer found (fixed?): \(entry.description); update it with --write-baseline")
            }
        }

        if let graph, let graphFormat {
            try DiagramOutput.write(result, analysedFiles: report.analysedFiles, options: graphOptions, defaults: configuration.graph,
                                    format: graphFormat, to: graph, projectFolder: paths.first)
        }

        let stale = !(comparison?.stale.isEmpty ?? true)
        let failing = report.summary.errors > 0 || (strict && (report.summary.warnings > 0 || stale))
        if failing { throw ExitCode(ExitStatus.findings) }
    }

    private func loadBaseline(_ path: String) throws -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            // The first CI run after adding dilint: say how to make the file, not only that it is missing.
            printError("baseline \(path) does not exist; create it with `dilint lint --write-baseline \(path)` and commit it")
            throw ExitCode(ExitStatus.failure)
        }
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
}

/// Where a run hands its replay evidence to the memo that records it.
final class EvidenceSink {
    var kept: ReplayEvidence?
}
