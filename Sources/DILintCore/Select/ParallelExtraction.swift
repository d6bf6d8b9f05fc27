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
        case skipped(reason: String)
        case unreadable(String)
        /// Not parsed: no DI code, and nothing the DI code names (`TwoPhaseExtraction`).
        case unneeded
    }

    /// The facts of every file `settings` asks for, at their input's index.
    /// The trace is nil for a full parse (it has no rounds).
    static func run(_ sources: [ReadSource], vocabulary: ExtractionVocabulary, settings: ExtractionSettings,
                    placing: Bool = false) -> (outcomes: [Outcome], trace: TwoPhaseExtraction.Trace?) {
        let parse = { (subset: [ReadSource]) in run(subset, vocabulary: vocabulary, threads: settings.jobs, placing: placing) }
        if settings.fullParse { return (parse(sources), nil) }
        let (outcomes, trace) = TwoPhaseExtraction.traced(sources, vocabulary: vocabulary, threads: settings.jobs, extract: parse)
        return (outcomes, trace)
    }

    static func run(_ sources: [ReadSource], vocabulary: ExtractionVocabulary = .standard,
                    threads: Int = ProcessInfo.processInfo.activeProcessorCount, placing: Bool = false) -> [Outcome] {
        LargeStackWorkers.map(sources.count, threads: threads) { position in
            let source = sources[position]
            let outcome = extract(source, vocabulary: vocabulary)
            guard placing, case .facts(let facts) = outcome else { return outcome }
            return .placed(FileFacts(path: source.file.displayPath, codeClass: source.file.codeClass, placing: facts))
        }
    }

    /// One file's outcome, as every run extracts it.
    static func extract(_ source: ReadSource, vocabulary: ExtractionVocabulary) -> Outcome {
        let vocabulary = vocabulary.seen(from: source.file.displayPath)
        let bytes: [UInt8]
        switch source.bytes {
        case .success(let read): bytes = read
        case .failure(let problem): return .unreadable(problem.message)
        }
        let file = source.file
        guard DIFileMarkers.isUTF8(bytes) else {
            return .unreadable("\(file.displayPath) is not valid UTF-8; skipped")
        }
        if let excess = SourceLimits.firstExcess(in: bytes) {
            return .unreadable("\(file.displayPath):\(excess.line): skipped: \(excess.message) (a limit of dilint's; see README, Limits)")
        }
        if GeneratedCode.isGenerated(bytes) {
            return .facts(Extractor.extractGenerated(bytes: bytes, vocabulary: vocabulary))
        }
        return .facts(Extractor.extract(bytes: bytes, vocabulary: vocabulary))
    }
}

/// Files written by code generators (Sourcery): read as code, but InjectGrail reads them as the generator's output.
enum GeneratedCode {
    private static let marker = ByteSearch.Needle("Generated using Sourcery")

    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes.count > 512 ? Array(bytes.prefix(512)) : bytes, marker)
    }
}
