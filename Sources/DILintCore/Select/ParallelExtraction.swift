import Foundation

/// Extracts files on every core, on threads whose stack holds the deepest tree a file within
/// `SourceLimits` makes. Results land at their input's index, so the output order never depends on
/// thread scheduling.
enum ParallelExtraction {
    enum Outcome: Sendable {
        /// Facts of the file's bytes alone; Link places them at the file's path.
        case facts(ExtractedFacts)
        /// The same facts placed at the file's path by the thread that extracted them. Placing copies
        /// every fact: on the main thread the copy went to its own allocator arena while the originals
        /// were freed into the extracting threads' arenas, where the main thread could not reuse them.
        case placed(FileFacts)
        /// Not read: the warning that says why, and the file as a place dilint could not read when its
        /// bytes may hold DI code.
        case unread(problem: String, place: UnreadFile?)
        /// Not parsed: no DI code, and nothing the DI code names (`TwoPhaseExtraction`).
        case unneeded
    }

    /// The facts of every file `settings` asks for, at their input's index.
    /// The trace is nil for a full parse (it has no rounds).
    /// `overBudget`: files an earlier parse of this run found past the budget (`BudgetedParser`).
    static func run(_ sources: [ReadSource], vocabulary: ExtractionVocabulary, settings: ExtractionSettings,
                    overBudget: [String: FileBudget.Excess] = [:], placing: Bool = false) -> (outcomes: [Outcome], trace: TwoPhaseExtraction.Trace?) {
        let parse = { (subset: [ReadSource]) in
            run(subset, vocabulary: vocabulary, threads: settings.jobs, budget: settings.budget, overBudget: overBudget, placing: placing)
        }
        if settings.fullParse { return (parse(sources), nil) }
        let (outcomes, trace) = TwoPhaseExtraction.traced(sources, vocabulary: vocabulary, threads: settings.jobs, extract: parse)
        return (outcomes, trace)
    }

    /// Each file held to `budget` (`BudgetedWorkers`): one past it is not read, and the run goes on.
    static func run(_ sources: [ReadSource], vocabulary: ExtractionVocabulary = .standard,
                    threads: Int = ProcessInfo.processInfo.activeProcessorCount, budget: FileBudget = .standard,
                    overBudget: [String: FileBudget.Excess] = [:], placing: Bool = false) -> [Outcome] {
        BudgetedWorkers.map(sources.count, threads: threads, budget: budget) { position in
            let source = sources[position]
            if let excess = overBudget[source.file.displayPath] { return overrun(source, excess, vocabulary: vocabulary) }
            let outcome = extract(source, vocabulary: vocabulary)
            guard placing, case .facts(let facts) = outcome else { return outcome }
            return .placed(FileFacts(path: source.file.displayPath, codeClass: source.file.codeClass, placing: facts))
        } overrun: { position, excess in
            overrun(sources[position], excess, vocabulary: vocabulary)
        }
    }

    private static func overrun(_ source: ReadSource, _ excess: FileBudget.Excess, vocabulary: ExtractionVocabulary) -> Outcome {
        unread(source, "\(source.file.displayPath): skipped: \(excess.message)", line: 1, reason: excess.message, vocabulary: vocabulary)
    }

    /// One file's outcome, as every run extracts it.
    static func extract(_ source: ReadSource, vocabulary: ExtractionVocabulary) -> Outcome {
        let bytes: [UInt8]
        switch source.bytes {
        case .success(let read): bytes = read
        case .failure(let problem):
            return .unread(problem: problem.message, place: problem.reason.flatMap { place(source, line: 1, reason: $0, vocabulary: vocabulary) })
        }
        let path = source.file.displayPath
        guard DIFileMarkers.isUTF8(bytes) else {
            return unread(source, "\(path) is not valid UTF-8; skipped", line: 1, reason: "it is not valid UTF-8", vocabulary: vocabulary)
        }
        if let excess = SourceLimits.firstExcess(in: bytes) {
            return unread(source, "\(path):\(excess.line): skipped: \(excess.message) (a limit of dilint's; see README, Limits)",
                          line: excess.line, reason: excess.message, vocabulary: vocabulary)
        }
        let vocabulary = vocabulary.seen(from: source.file.displayPath)
        // A test file `dilint gen-tests` wrote repeats the app's requests, its expected crashes included.
        if GeneratedTestFileHeader.marks(bytes) { return .facts(Extractor.extract(bytes: [], vocabulary: vocabulary)) }
        if GeneratedCode.isGenerated(bytes) {
            return .facts(Extractor.extractGenerated(bytes: bytes, vocabulary: vocabulary))
        }
        return .facts(Extractor.extract(bytes: bytes, vocabulary: vocabulary))
    }

    /// A file not read: `problem` is the warning that says so, `reason` the note's words at `line`.
    private static func unread(_ source: ReadSource, _ problem: String, line: Int, reason: String, vocabulary: ExtractionVocabulary) -> Outcome {
        .unread(problem: problem, place: place(source, line: line, reason: reason, vocabulary: vocabulary))
    }

    private static func place(_ source: ReadSource, line: Int, reason: String, vocabulary: ExtractionVocabulary) -> UnreadFile? {
        guard DIFileMarkers(vocabulary: vocabulary.seen(from: source.file.displayPath)).mayHoldDICode(source) else { return nil }
        return UnreadFile(path: source.file.displayPath, line: line, codeClass: source.file.codeClass, reason: reason)
    }
}

/// Files written by code generators (Sourcery): read as code, but InjectGrail reads them as the generator's output.
enum GeneratedCode {
    private static let marker = ByteSearch.Needle("Generated using Sourcery")

    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes.count > 512 ? Array(bytes.prefix(512)) : bytes, marker)
    }
}
