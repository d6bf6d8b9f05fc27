import Foundation

/// Options that shape what the lint reports, whatever the output format.
public struct LintOptions: Sendable {
    public var paths: [String]
    public var currentDirectory: String
    public var policy: LintPolicy
    public var fileSelection: FileSelection
    /// Threads and parse strategy: how fast, never what is reported.
    public var extraction: ExtractionSettings
    /// Keep `LintReport.replayEvidence`, for a run memo that may replay this report after files change.
    public var recordsReplayEvidence = false
    /// Collect the result's nodes and edges beside the rules (`AnalysisGraphCollector`). Off when no
    /// output of the run reads them: only the stored result and the pictures do.
    public var collectsGraph = true
    public init(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
                policy: LintPolicy = LintPolicy(), fileSelection: FileSelection = FileSelection(),
                extraction: ExtractionSettings = ExtractionSettings()) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.currentDirectory = currentDirectory
        self.policy = policy
        self.fileSelection = fileSelection
        self.extraction = extraction
    }
}

/// The result of one run, handed to every reporter unchanged.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files that could not be analysed, or only in part (unreadable, not UTF-8, a syntax error): one
    /// line each, warned about on stderr; the rest is still checked.
    public var fileProblems: [String]
    public var summary: Summary
    public var graph: DependencyGraph { didSet { collectedGraph = nil } }
    /// `graph`'s nodes and edges as the analysis result shows them, when the run collected them beside
    /// the rules (it had a thread to spare); `AnalysisResultBuilder` collects them otherwise.
    var collectedGraph: AnalysisGraphCollector.Collected?
    /// Findings switched off by `// dilint:` comments.
    public var suppressed: Int = 0
    /// Every file the run was asked to analyse (after the configuration's included/excluded), by display
    /// path, readable or not: what `--only` can name, and empty when a gate would check nothing.
    public var analysedFiles: [String] = []
    /// How many of `analysedFiles` could be read and parsed: zero means nothing was checked.
    public var readFiles: Int = 0
    /// Frameworks the configuration's `frameworks` asks for that the code does not show: a gate that
    /// was told to check them has checked nothing of theirs, which is a failure to run.
    public var missingFrameworks: [Framework] = []
    /// What the code shows without configuration, for `dilint init` to write down: the copies of Shank
    /// found (with their names) and the modules that re-export a framework.
    public var shankCopies: [ShankDialect] = []
    public var exportingModules: [String: Framework] = [:]
    /// What tells a later run whether changed files can change this report (when the options ask).
    public var replayEvidence: ReplayEvidence?

    public struct Summary: Sendable, Equatable, Codable {
        public var files: Int
        public var registrations: Int
        public var requests: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Distinct keys reported by `unregistered-type`, and the sites affected.
        public var missingKeys: Int
        public var missingSites: Int
        /// How much of the DI code was read: per framework, the registrations read and the places that may
        /// register but could not be read. A clean run with unread places is not a proof of no crash.
        public var coverage: [Coverage] = []
        /// Requests reported as `possibly-unregistered`: they depend on code dilint could not read.
        public var unprovenRequests = 0

        public struct Coverage: Sendable, Equatable, Codable {
            public var framework: Framework
            public var registrations: Int
            public var unread: Int
        }

        public init(graph: DependencyGraph, diagnostics: [Diagnostic]) {
            let missing = diagnostics.filter { $0.rule == UnregisteredTypeRule.id }
            files = graph.fileCount
            registrations = graph.registrations.count
            requests = graph.requests.count
            errors = diagnostics.count { $0.severity == .error }
            warnings = diagnostics.count { $0.severity == .warning }
            notes = diagnostics.count { $0.severity == .note }
            missingKeys = Set(missing.compactMap(\.type)).count
            missingSites = missing.count
            unprovenRequests = diagnostics.count { $0.rule == PossiblyUnregisteredRule.id }
            var registered: [Framework: Int] = [:]
            for registration in graph.registrations { registered[registration.framework, default: 0] += 1 }
            var unread: [Framework: Set<SourceLocation>] = [:]
            for place in graph.unreadProviders { unread[place.container.framework, default: []].insert(place.location) }
            coverage = Framework.allCases.compactMap { framework in
                let (read, notRead) = (registered[framework] ?? 0, unread[framework]?.count ?? 0)
                guard read + notRead > 0 else { return nil }
                return Coverage(framework: framework, registrations: read, unread: notRead)
            }
        }
    }

    /// The same run with only `kept` of its findings (a baseline hides the known ones).
    public func keeping(_ kept: [Diagnostic]) -> LintReport {
        var report = self
        report.diagnostics = kept
        report.summary = Summary(graph: graph, diagnostics: kept)
        return report
    }
}

/// Discover → Extract → Link → Check, as DESIGN.md lays out.
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
        let timings = PhaseTimings()
        let discovered = try provider.discover(options.paths)
        timings.mark("discovered")
        let files = options.fileSelection.apply(to: discovered.sources)
        var problems = discovered.unreadableFolders.map { "cannot read folder \($0); skipped" } + discovered.skipped
        // Each file is read once; the searches and extraction share the bytes, which are let go as soon as
        // the facts exist (Link and Check hold no source).
        var (project, outcomes, evidence) = { () -> (ProjectVocabulary, [ParallelExtraction.Outcome], ReplayEvidence?) in
            let sources = ReadSources.read(files, from: provider, threads: options.extraction.jobs)
            timings.mark("read")
            let vendored = ReadSources.read(options.fileSelection.apply(to: discovered.vendored), from: provider, threads: options.extraction.jobs)
            let project = ProjectVocabulary(sources: sources, vendored: vendored, policy: options.policy, threads: options.extraction.jobs)
            timings.mark("vocabulary")
            let (outcomes, trace) = ParallelExtraction.run(sources, vocabulary: project.vocabulary, settings: options.extraction, placing: true)
            let evidence = options.recordsReplayEvidence
                ? ReplayEvidence(sources: sources, vendored: vendored, outcomes: outcomes, trace: trace,
                                 vocabulary: project.vocabulary, threads: options.extraction.jobs) : nil
            return (project, outcomes, evidence)
        }()
        let copies = project.copies
        timings.mark("extracted")
        var facts: [FileFacts] = []
        var read = 0
        facts.reserveCapacity(files.count)
        // Taken, so that the facts are moved into the list rather than copied (a copy retains every list they hold).
        func take(_ placed: consuming FileFacts) {
            read += 1
            if let error = placed.firstSyntaxError {
                problems.append("\(error.file):\(error.line):\(error.column): syntax error; the file was read as far as it parses, findings may be incomplete")
            }
            facts.append(placed)
        }
        for (position, file) in files.enumerated() {
            // Moved out of the array, so that nothing holds (or copies) a file's facts twice.
            var outcome = ParallelExtraction.Outcome.unneeded
            swap(&outcome, &outcomes[position])
            switch consume outcome {
            case .placed(let placed): take(placed)
            case .facts(let extracted): take(FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: extracted))
            case .skipped: read += 1
            case .unneeded:
                // Counted as read and as a file of the project, as if parsed: it adds nothing to Link.
                read += 1
                facts.append(FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: .unparsed))
            case .unreadable(let problem): problems.append(problem)
            }
        }
        // The facts' digests are taken beside Link and Check, on all threads but one (Link and Check use
        // every thread too: the digest takes less time than Link, so the two share the cores only briefly).
        let digested = evidence.map { evidence in
            let (placed, jobs) = (facts, options.extraction.jobs)
            let digest: @Sendable () -> ReplayEvidence = {
                var evidence = evidence
                evidence.digestFacts(placed, files: files, threads: max(1, jobs - 1))
                return evidence
            }
            if jobs == 1 { let done = digest(); return { done } }
            return LargeStackWorkers.started(digest)
        }
        facts = options.policy.restrict(facts)
        let graph = Linker.link(facts, frameworkCopies: options.policy.restrict(copies.markers), threads: options.extraction.jobs)
        // The result's nodes and edges depend on the graph alone: with a thread to spare they are collected
        // beside the rules, out of the serial end of the run.
        let threads = options.extraction.jobs
        var result = report(for: graph, files: facts, fileProblems: problems, policy: options.policy,
                            threads: threads, collecting: threads > 1 && options.collectsGraph)
        timings.mark("linked and checked")
        result.analysedFiles = files.map(\.displayPath)
        result.readFiles = read
        result.fileProblems += UncheckedCode.warnings(files: facts, enabled: options.policy.frameworks, graph: result.graph,
                                                      nearMisses: copies.nearMisses)
        result.missingFrameworks = options.policy.frameworks.map { UncheckedCode.missing($0, in: result.graph) } ?? []
        result.shankCopies = copies.dialects
        result.exportingModules = project.exportingModules
        evidence = digested?()
        evidence?.excludeFilesEdited(by: result.diagnostics, files: files)
        result.replayEvidence = evidence
        return result
    }

    /// Runs every rule, then applies what the code's `// dilint:` comments and the configuration say.
    /// `threads`: how many run the rules (and, when `collecting`, the result's nodes and edges) side by
    /// side, each taking the next piece as it finishes one; the findings are the same for any number.
    public static func report(for graph: DependencyGraph, files: [FileFacts] = [], fileProblems: [String] = [],
                              policy: LintPolicy = LintPolicy(), threads: Int = 1, collecting: Bool = false) -> LintReport {
        let (found, collected) = checked(graph, threads: threads, collecting: collecting)
        let checked = FixStamp.stamped(found.filter { !policy.isProvidedExternally($0) }.map(NoteLimit.bounded), files: files)
        let audit = SuppressionAudit(DiagnosticContext.filled(checked, files: files), files: files)
        let diagnostics = policy.applySettings(to: audit.kept + audit.findings).sortedStablyWithoutCopies(by: Diagnostic.reportOrder)
        var report = LintReport(diagnostics: diagnostics, fileProblems: fileProblems,
                                summary: LintReport.Summary(graph: graph, diagnostics: diagnostics), graph: graph,
                                suppressed: audit.suppressedCount)
        report.collectedGraph = collected
        return report
    }

    /// Every rule's findings in catalog order, and the collected graph when asked. The collecting comes
    /// first in the queue, then the rules longest first (`longestFirst`), so that the two longest pieces
    /// start at once on two threads and the shorter rules fill in behind them.
    private static func checked(_ graph: DependencyGraph, threads: Int,
                                collecting: Bool) -> (found: [Diagnostic], collected: AnalysisGraphCollector.Collected?) {
        enum Piece: Sendable {
            case found([Diagnostic])
            case collected(AnalysisGraphCollector.Collected)
        }
        let rules = RuleCatalog.instances()
        guard threads > 1 else {
            return (rules.flatMap { $0.check(graph) }, collecting ? AnalysisGraphCollector.collect(graph) : nil)
        }
        let first = collecting ? 1 : 0
        let schedule = Array(0..<first) + longestFirst(rules).map { first + $0 }
        let scheduled = LargeStackWorkers.map(schedule.count, threads: threads) { position in
            let index = schedule[position]
            return index < first ? Piece.collected(AnalysisGraphCollector.collect(graph)) : .found(rules[index - first].check(graph))
        }
        // Back in catalog order, whatever order they ran in.
        var pieces = [Piece?](repeating: nil, count: scheduled.count)
        for (position, piece) in zip(schedule, scheduled) { pieces[position] = piece }
        var found: [Diagnostic] = []
        var collected: AnalysisGraphCollector.Collected?
        for case let piece? in pieces {
            switch piece {
            case .found(let diagnostics): found += diagnostics
            case .collected(let graph): collected = graph
            }
        }
        return (found, collected)
    }
}

extension Linter {
    /// The rules that take longest on large projects (on the synthetic app), longest first.
    static let longestRules = [UnregisteredTypeRule.id, DependencyCycleRule.id, CaptiveDependencyRule.id, MissingBootstrapRule.id]

    /// The positions of `rules` in the order they start on the threads: the longest first, the rest in catalog
    /// order behind them. The last piece to start then is a short one, so the threads finish close together
    /// (with `unregistered-type` first and `captive-dependency` last in the catalog, one thread ran it alone).
    static func longestFirst(_ rules: [any Rule]) -> [Int] {
        let rank = { (position: Int) in longestRules.firstIndex(of: type(of: rules[position]).id) ?? longestRules.count }
        return rules.indices.sorted { (rank($0), $0) < (rank($1), $1) }
    }
}

/// Names the type or member each finding sits in, where the rule did not.
enum DiagnosticContext {
    static func filled(_ diagnostics: [Diagnostic], files: [FileFacts]) -> [Diagnostic] {
        // The declarations of the files a finding without context is in, not of every file.
        let asked = Set(diagnostics.lazy.filter { $0.context == nil }.map(\.location.file))
        guard !asked.isEmpty else { return diagnostics }
        let declarationsByFile = Dictionary(files.indices.lazy.filter { asked.contains(files[$0].path) }
            .map { (files[$0].path, files[$0].placed.enclosingDeclarations) }, uniquingKeysWith: { $0 + $1 })
        return diagnostics.map { diagnostic in
            guard diagnostic.context == nil else { return diagnostic }
            var filled = diagnostic
            filled.context = declarationsByFile[diagnostic.location.file]?.context(atLine: diagnostic.location.line)
            return filled
        }
    }
}
