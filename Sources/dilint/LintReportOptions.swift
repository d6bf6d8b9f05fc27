import ArgumentParser

/// `dilint lint`'s own options: what to report, where, and against which baseline.
struct LintReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Output format (xcode: text with absolute paths, for an Xcode build phase).", valueName: "format"))
    var format: ReportFormat = .text

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Also write a report to a file, FORMAT=PATH (repeatable), e.g. sarif=dilint.sarif.",
        valueName: "format=path"), transform: ReportDestination.parse)
    var reports: [ReportDestination] = []

    @Flag(help: "Print errors only (in every format; --report files keep everything).")
    var quiet = false

    @Flag(help: "Never colour the output (colour is used only on a terminal, and never when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Exit 1 on warnings too, on stale baseline entries, and on requests only code dilint could not read may serve (possibly-unregistered becomes an error).")
    var strict = false

    @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file; report new, known and fixed. Create it with --write-baseline.", valueName: "file.json"), completion: .file())
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding in this baseline file and exit 0.", valueName: "file.json"), completion: .file())
    var writeBaseline: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Report only the findings in these files (or whose notes point into them), of an analysis of the whole project. For what a change introduces, wherever it lands, use --changed-since.", valueName: "file"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Report only the findings introduced since this git revision, wherever they land: the project is compared with the merge base of the revision and HEAD (committed, staged, edited and untracked changes count).", valueName: "revision"))
    var changedSince: String?

    @Option(help: ArgumentHelp("Also draw the graph to this file (format from its extension; not '-': standard output is the report); lint's exit code is kept. Enables the graph options below.", valueName: "file"))
    var graph: String?

    @Flag(help: "Apply the fixes of the findings reported (see `dilint explain`), in place, to files whose bytes are still the ones analysed; then report what is left.")
    var fix = false

    @Option(help: ArgumentHelp("Apply the fixes recorded in this JSON report (--format json) instead of analysing; files changed since that analysis are left alone.", valueName: "report.json"), completion: .file())
    var fixFrom: String?

    @Flag(help: "With --fix or --fix-from: print the edits as a unified diff instead of making them; nothing is written.")
    var dryRun = false
}
