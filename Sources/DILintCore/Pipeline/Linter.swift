import Foundation

/// Discover → Select → Extract → Link → Check → Filter → Result, as DESIGN.md lays out. How each stage
/// goes fast lives in its own folder (`Select/`, `Memo/`, `Runtime/`); this file only says what follows what.
public enum Linter {
    /// Runs on a thread with a large stack: Link and Check walk what the sources nest, and a deep but
    /// legal file must not depend on the 8 MiB of the main thread. `sources`: where the files come from
    /// (default: the file system under `options.currentDirectory`).
    public static func run(_ options: LintOptions, sources: (any SourceProvider)? = nil) throws -> LintReport {
        let provider = sources ?? FileSystemSources(currentDirectory: options.currentDirectory, threads: options.extraction.jobs)
        return try LargeStackWorkers.run { Result { try runHere(options, provider: provider) } }.get()
    }

    /// Lints in-memory sources (path → contents), as if they were files under the current directory.
    public static func run(sources: [String: String], policy: LintPolicy = LintPolicy(),
                           extraction: ExtractionSettings = ExtractionSettings()) -> LintReport {
        // In-memory discovery only throws for a path none of the files is under; "." holds them all.
        try! run(LintOptions(paths: ["."], currentDirectory: "/", policy: policy, extraction: extraction), sources: InMemorySources(sources))
    }

    private static func runHere(_ options: LintOptions, provider: any SourceProvider) throws -> LintReport {
        let (jobs, timings) = (options.extraction.jobs, PhaseTimings())

        let discovered = try provider.discover(options.paths)
        timings.mark("discovered")
        let files = options.fileSelection.apply(to: discovered.sources)
        let discoveryProblems = problems(of: discovered)

        let extracted = ProjectExtraction(files: files, vendored: options.fileSelection.apply(to: discovered.vendored),
                                          from: provider, options: options, timings: timings)
        timings.mark("extracted")
        // Digested as extracted, before the configuration restricts them: a later run digests a changed
        // file that way too (`ReplayEvidence.reportHolds`).
        let evidence = extracted.evidence?.digestingFacts(extracted.facts, files: files, threads: jobs)

        var result = report(for: extracted, files: files, discoveryProblems: discoveryProblems, options: options)
        timings.mark("linked and checked")
        result.replayEvidence = evidence?().excludingFilesEdited(by: result.diagnostics, files: files)
        return result
    }

    /// What discovery skipped, one line each.
    static func problems(of discovered: Discovery.Found) -> [String] {
        discovered.unreadableFolders.map { "cannot read folder \($0); skipped" } + discovered.skipped
    }

    /// Link → Check → Filter → the report of what was extracted from `files`. A live analysis (the
    /// language server) reaches it with extraction it kept from an earlier run.
    static func report(for extracted: ProjectExtraction, files: [SourceFile], discoveryProblems: [String],
                       options: LintOptions, indexMemo: ProjectIndexMemo? = nil) -> LintReport {
        let (policy, jobs, timings) = (options.policy, options.extraction.jobs, PhaseTimings())
        let facts = policy.restrict(extracted.facts)
        var graph = Linker.link(facts, frameworkCopies: policy.restrict(extracted.project.copies.markers), threads: jobs,
                                indexMemo: indexMemo)
        graph.count(unread: extracted.unreadFiles)
        timings.mark("linked")

        var result = report(for: graph, files: facts, fileProblems: discoveryProblems + extracted.problems, policy: policy,
                            libraryFiles: options.fileSelection.libraryFiles(among: files),
                            threads: jobs, collectingGraph: jobs > 1 && options.collectsGraph)
        result.analysedFiles = files.map(\.displayPath)
        result.readFiles = extracted.readFiles
        result.fileProblems += UncheckedCode.warnings(files: facts, enabled: policy.frameworks, graph: result.graph,
                                                      nearMisses: extracted.project.copies.nearMisses)
        result.missingFrameworks = policy.frameworks.map { UncheckedCode.missing($0, in: result.graph) } ?? []
        result.shankCopies = extracted.project.copies.dialects
        result.exportingModules = extracted.project.exportingModules
        return result
    }

    /// Check → Filter → the report of one linked graph. `threads`: how many run the rules side by side
    /// (`RuleRunner`); `collectingGraph`: whether the result's nodes and edges are collected beside them
    /// (worth it only with a thread to spare). The findings are the same for any number of threads.
    public static func report(for graph: DependencyGraph, files: [FileFacts] = [], fileProblems: [String] = [],
                              policy: LintPolicy = LintPolicy(), libraryFiles: Set<String> = [], threads: Int = 1,
                              collectingGraph: Bool = false) -> LintReport {
        let checked = RuleRunner.run(graph, threads: threads, collectingGraph: collectingGraph)
        let filtered = FindingFilter.apply(checked.found, files: files, policy: policy, libraryFiles: libraryFiles)
        var report = LintReport(diagnostics: filtered.diagnostics, fileProblems: fileProblems,
                                summary: LintReport.Summary(graph: graph, diagnostics: filtered.diagnostics), graph: graph,
                                suppressed: filtered.suppressed)
        report.collectedGraph = checked.collected
        return report
    }
}
