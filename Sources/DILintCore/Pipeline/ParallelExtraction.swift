import Foundation

/// Reads and extracts files on every core, on threads whose stack holds the deepest tree a file within
/// `SourceLimits` makes. Results land at their input's index, so the output order never depends on
/// thread scheduling.
enum ParallelExtraction {
    enum Outcome: Sendable {
        case facts(FileFacts)
        case skipped(reason: String)
        case unreadable(String)
    }

    static func run(_ files: [SourceFile], vocabulary: ExtractionVocabulary = .standard) -> [Outcome] {
        // InjectGrail's reader keeps every type of every file (its extensions may make any of them an
        // injectable); a project that never names an injector has no use for that work.
        let skipping: Set<Framework> = anyFile(files, mentions: InjectGrailVocabulary.projectMarkers) ? [] : [.injectgrail]
        let results = ResultSlots<Outcome>(count: files.count)
        LargeStackWorkers.forEach(files.count) { position in
            results[position] = extract(files[position], skipping: skipping, vocabulary: vocabulary)
        }
        return results.values
    }

    /// Whether any file's bytes hold one of `words`; reading is cheap next to parsing.
    private static func anyFile(_ files: [SourceFile], mentions words: [String]) -> Bool {
        let needles = words.map { Array($0.utf8) }
        let found = ResultSlots<Bool>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let bytes = (try? SourceReader.read(files[position]).get()) ?? []
            found[position] = needles.contains { ByteSearch.contains(bytes, $0) }
        }
        return found.values.contains(true)
    }

    private static func extract(_ file: SourceFile, skipping: Set<Framework>, vocabulary: ExtractionVocabulary) -> Outcome {
        let bytes: [UInt8]
        switch SourceReader.read(file) {
        case .success(let read): bytes = read
        case .failure(let problem): return .unreadable(problem.message)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .unreadable("\(file.displayPath) is not valid UTF-8; skipped")
        }
        if let excess = SourceLimits.firstExcess(in: bytes) {
            return .unreadable("\(file.displayPath):\(excess.line): skipped: \(excess.message) (a limit of dilint's; see README, Limits)")
        }
        if GeneratedCode.isGenerated(bytes) {
            let generated = Extractor.extractGenerated(path: file.displayPath, codeClass: file.codeClass, bytes: bytes)
            return generated.map(Outcome.facts) ?? .skipped(reason: "generated")
        }
        return .facts(Extractor.extract(path: file.displayPath, codeClass: file.codeClass, bytes: bytes, skipping: skipping,
                                           vocabulary: vocabulary))
    }
}

/// A fixed-size array that many threads fill, each writing only its own slot.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(position: Int) -> Value? {
        get { lock.withLock { storage[position] } }
        set { lock.withLock { storage[position] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}

/// Files written by code generators (Sourcery) are not the app's hand-written DI code.
enum GeneratedCode {
    private static let marker = Array("Generated using Sourcery".utf8)

    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(Array(bytes.prefix(512)), marker)
    }
}
