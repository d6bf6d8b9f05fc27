import Foundation

/// The analysis kept in memory between runs, for the language server: the text of open buffers over the
/// files on disk, and each file's extracted facts until its bytes (or the project's vocabulary) change.
/// A run re-extracts only what changed, then links and checks the whole project as `Linter.run` does, so
/// its findings are those `dilint lint` reports for the same text. Not for use from two threads at once.
public final class LiveAnalysis: @unchecked Sendable {
    public let options: LintOptions
    private var buffers: [String: [UInt8]] = [:]
    private let reads = DiskReads()
    private var vocabulary: ExtractionVocabulary?
    private var kept: [String: Kept] = [:]
    private let indexMemo = ProjectIndexMemo()
    private var lastDiscovery: Discovery.Found?
    /// How many files the last run extracted (all of them the first time, then only the changed ones).
    public private(set) var extractedInLastRun = 0
    /// Whether the last run linked and checked, or reused the report before it (its facts were the same).
    public private(set) var linkedInLastRun = false
    /// The last report and what Link read besides the facts: reused while the facts stay the same.
    private var last: (report: LintReport, files: [SourceFile], discoveryProblems: [String])?

    private struct Kept {
        var file: SourceFile
        var bytes: Result<[UInt8], SourceReadProblem>
        var outcome: ParallelExtraction.Outcome
    }

    /// `options.currentDirectory` is the workspace folder; display paths are relative to it.
    public init(options: LintOptions) {
        var options = options
        // Every file is extracted once and kept, so no file is left unparsed for a later edit to need.
        options.extraction.fullParse = true
        // The editor reads the graph itself; the analysis result's nodes and edges are never asked for.
        options.collectsGraph = false
        self.options = options
    }

    /// The unsaved text of the file at `absolutePath`, or nil when its buffer is closed (the disk counts again).
    public func setBuffer(_ text: String?, atAbsolutePath absolutePath: String) {
        buffers[absolutePath] = text.map { Array($0.utf8) }
    }

    /// The bytes the last run analysed for a file, by display path.
    public func analysedBytes(of displayPath: String) -> [UInt8]? {
        guard case .success(let bytes)? = kept[displayPath]?.bytes else { return nil }
        return bytes
    }

    /// `diskUnchanged`: nothing changed on disk since the last run (the editor watches the files and said
    /// nothing), so only the buffers can differ: the folders are not listed nor the files looked at again.
    public func analyse(diskUnchanged: Bool = false) throws -> LintReport {
        try LargeStackWorkers.run { Result { try self.analyseHere(diskUnchanged: diskUnchanged) } }.get()
    }

    private func analyseHere(diskUnchanged: Bool) throws -> LintReport {
        let (jobs, timings) = (options.extraction.jobs, PhaseTimings())
        let provider = OverlaySources(disk: FileSystemSources(currentDirectory: options.currentDirectory, threads: jobs),
                                      buffers: buffers, reads: reads, unchangedDisk: diskUnchanged ? lastDiscovery : nil)
        let discovered = try provider.discover(options.paths)
        lastDiscovery = discovered
        timings.mark("discovered")
        let files = options.fileSelection.apply(to: discovered.sources)
        let sources = ReadSources.read(files, from: provider, threads: jobs)
        let vendored = ReadSources.read(options.fileSelection.apply(to: discovered.vendored), from: provider, threads: jobs)
        timings.mark("read")
        // What one file says can change how every file is read (a framework copy, a re-export, a manifest).
        let project = ProjectVocabulary(sources: sources, vendored: vendored, policy: options.policy, threads: jobs,
                                        budget: options.extraction.budget)
        if project.vocabulary != vocabulary {
            kept.removeAll()
            last = nil
            vocabulary = project.vocabulary
        }
        timings.mark("vocabulary")
        let changed = sources.indices.filter { index in
            guard let known = kept[sources[index].file.displayPath] else { return true }
            return known.file != sources[index].file || known.bytes != sources[index].bytes
        }
        let fresh = ParallelExtraction.run(changed.map { sources[$0] }, vocabulary: project.vocabulary, threads: jobs,
                                           budget: options.extraction.budget, overBudget: project.overBudget, placing: true)
        let sameFacts = zip(changed, fresh).allSatisfy { index, outcome in
            kept[sources[index].file.displayPath].map { Self.sameFacts($0.outcome, outcome) } ?? false
        }
        // Every file not kept is among the changed: fewer kept files here than kept means some file is gone.
        let stillHere = sources.count - changed.count { kept[sources[$0].file.displayPath] == nil }
        if stillHere < kept.count {
            let present = Set(sources.map(\.file.displayPath))
            kept = kept.filter { present.contains($0.key) }
        }
        for (index, outcome) in zip(changed, fresh) {
            kept[sources[index].file.displayPath] = Kept(file: sources[index].file, bytes: sources[index].bytes, outcome: outcome)
        }
        extractedInLastRun = changed.count

        timings.mark("extracted \(changed.count)")
        let outcomes = sources.map { kept[$0.file.displayPath]!.outcome }
        let extracted = ProjectExtraction(outcomes: outcomes, at: files, project: project)
        let discoveryProblems = Linter.problems(of: discovered)
        // Link, Check and Filter are functions of the facts (and of the files and vocabulary, compared above):
        // an edit that changes no fact (typing in a body the DI code never reads) changes no finding. Only
        // the hashes its fixes were computed from move with the bytes.
        if sameFacts, let last, last.files == files, last.discoveryProblems == discoveryProblems {
            var report = last.report
            report.diagnostics = FixStamp.stamped(report.diagnostics, files: extracted.facts)
            self.last = (report, files, discoveryProblems)
            linkedInLastRun = false
            return report
        }
        let report = Linter.report(for: extracted, files: files, discoveryProblems: discoveryProblems, options: options,
                                   indexMemo: indexMemo)
        timings.mark("linked and checked")
        last = (report, files, discoveryProblems)
        linkedInLastRun = true
        return report
    }

    /// The same facts but for the hash of the bytes they were read from.
    private static func sameFacts(_ old: ParallelExtraction.Outcome, _ new: ParallelExtraction.Outcome) -> Bool {
        guard case .placed(let before) = old, case .placed(var after) = new else { return false }
        after.placed.contentHash = before.placed.contentHash
        return after == before
    }
}
