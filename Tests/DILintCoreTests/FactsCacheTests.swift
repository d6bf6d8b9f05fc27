@testable import DILintCore
import XCTest

/// The facts cache returns what was stored under the same bytes and context, nothing else, and stays
/// within its bound. Every test uses its own temporary folder.
final class FactsCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-facts-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func cache(tool: String = "1", maximumBytes: Int = FactsCacheSettings.defaultMaximumBytes,
                       vocabulary: ExtractionVocabulary = .standard) -> FactsCache {
        FactsCache(FactsCacheSettings(directory: folder.path, toolFingerprint: tool, maximumBytes: maximumBytes), vocabulary: vocabulary)
    }

    private let bytes = Array("import Zerk\nfinal class A { init(b: B) {} }\n".utf8)

    func testReturnsWhatWasStoredUnderTheSameBytesToolAndVocabulary() {
        let facts = Extractor.extract(bytes: bytes)
        let first = cache()
        first.store(facts, forKey: first.key(for: bytes))
        XCTAssertEqual(first.finish(), [])
        let second = cache()
        XCTAssertEqual(second.facts(forKey: second.key(for: bytes)), facts)
        XCTAssertNil(second.facts(forKey: second.key(for: bytes + [0x0A])), "other bytes")
        let otherTool = cache(tool: "2")
        XCTAssertNil(otherTool.facts(forKey: otherTool.key(for: bytes)), "another build of dilint")
        let renamed = cache(vocabulary: ExtractionVocabulary(providerModules: ["Core": .zerk]))
        XCTAssertNil(renamed.facts(forKey: renamed.key(for: bytes)), "another vocabulary")
    }

    func testACorruptTruncatedOrForeignEntryIsAMiss() throws {
        let facts = Extractor.extract(bytes: bytes)
        let cache = cache()
        let key = cache.key(for: bytes)
        cache.store(facts, forKey: key)
        let entry = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == key })
        let whole = try Data(contentsOf: entry)
        for broken in [whole.prefix(whole.count / 2), Data("garbage".utf8), Data(), Data("dilint-facts 1 other\n".utf8) + whole.drop { $0 != 0x0A }.dropFirst()] {
            try broken.write(to: entry)
            XCTAssertNil(cache.facts(forKey: key))
        }
        cache.store(facts, forKey: key)
        XCTAssertEqual(cache.facts(forKey: key), facts, "rewritten")
    }

    func testAFolderThatCannotBeWrittenWarnsOnce() throws {
        // A file where the folder should be: no write can succeed, whoever runs the test (root ignores modes).
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("facts"))
        let cache = cache()
        cache.store(Extractor.extract(bytes: bytes), forKey: cache.key(for: bytes))
        cache.store(Extractor.extract(bytes: bytes + [0x0A]), forKey: cache.key(for: bytes + [0x0A]))
        let warnings = cache.finish()
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("cannot write the facts cache in \(folder.path) ("), warnings[0])
    }

    func testPrunesTheOldestEntriesPastTheBound() throws {
        let writer = cache()
        var keys: [String] = []
        for number in 0..<8 {
            let source = bytes + Array("// \(number)\n".utf8)
            let key = writer.key(for: source)
            writer.store(Extractor.extract(bytes: source), forKey: key)
            keys.append(key)
        }
        let entries = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { keys.contains($0.lastPathComponent) })
        XCTAssertEqual(entries.count, 8)
        // Entry `n` is `n` hours old: the oldest go first.
        for entry in entries {
            let age = Double(keys.firstIndex(of: entry.lastPathComponent)!) * 3600
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: entry.path)
        }
        let size = try XCTUnwrap(entries.first.map { try Data(contentsOf: $0).count })
        let bounded = cache(maximumBytes: size * 4)
        bounded.store(Extractor.extract(bytes: bytes), forKey: bounded.key(for: bytes))
        _ = bounded.finish()
        let left = Set(try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { ($0 as? URL)?.lastPathComponent }))
        XCTAssertTrue(left.contains(bounded.key(for: bytes)), "the newest entry stays")
        XCTAssertTrue(left.contains(keys[0]) && !left.contains(keys[7]), "the oldest goes first: \(left)")
        XCTAssertLessThanOrEqual(left.filter { $0.contains("-") }.count, 3)
    }
}
