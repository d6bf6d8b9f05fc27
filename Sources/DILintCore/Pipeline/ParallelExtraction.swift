import Foundation

/// Reads and extracts files on every core. Results land at their input's index, so the output order
/// never depends on thread scheduling.
enum ParallelExtraction {
    enum Outcome: Sendable {
        case facts(FileFacts)
        case skipped(reason: String)
        case unreadable(String)
    }

    static func run(_ files: [SourceFile]) -> [Outcome] {
        let results = ResultSlots<Outcome>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            results[position] = extract(files[position])
        }
        return results.values
    }

    private static func extract(_ file: SourceFile) -> Outcome {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .unreadable("cannot read \(file.displayPath); skipped")
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .unreadable("\(file.displayPath) is not valid UTF-8; skipped")
        }
        if GeneratedCode.isGenerated(bytes) {
            let generated = Extractor.extractGenerated(path: file.displayPath, codeClass: file.codeClass, bytes: bytes)
            return generated.map(Outcome.facts) ?? .skipped(reason: "generated")
        }
        return .facts(Extractor.extract(path: file.displayPath, codeClass: file.codeClass, bytes: bytes))
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
        let head = bytes.prefix(512)
        guard head.count >= marker.count else { return false }
        return head.indices.dropLast(marker.count - 1).contains { start in
            head[start..<(start + marker.count)].elementsEqual(marker)
        }
    }
}
