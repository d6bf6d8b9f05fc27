@testable import DILintCore
import XCTest

/// The facts cache's form: every fixture file's facts come back equal, and damaged bytes are an error.
final class BinaryCoderTests: XCTestCase {
    private func fixtureFiles() throws -> [URL] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        return FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    func testEveryFixtureFilesFactsRoundTrip() throws {
        let files = try fixtureFiles()
        XCTAssertGreaterThan(files.count, 100)
        var withFrameworkFacts = 0
        for url in files {
            let facts = Extractor.extract(bytes: Array(try Data(contentsOf: url)))
            if !facts.frameworks.isEmpty { withFrameworkFacts += 1 }
            let decoded = try BinaryCoder.decode(ExtractedFacts.self, from: try BinaryCoder.encode(facts))
            XCTAssertEqual(decoded, facts, url.lastPathComponent)
        }
        XCTAssertGreaterThan(withFrameworkFacts, 50, "the fixtures exercise the framework facts")
    }

    func testPrimitivesOptionalsAndNestedCollectionsRoundTrip() throws {
        struct Sample: Codable, Equatable {
            var text = "é ✓"; var flag = true; var small: Int8 = -3; var big = UInt64.max; var ratio = 0.25
            var missing: String? = nil; var present: Int? = 7; var nested: [[String: [Int]]] = [["a": [1, 2]], [:]]
        }
        XCTAssertEqual(try BinaryCoder.decode(Sample.self, from: try BinaryCoder.encode(Sample())), Sample())
    }

    func testTruncatedOrAlteredBytesThrowInsteadOfCrashing() throws {
        let facts = Extractor.extract(bytes: Array("import Dirk\nlet m = Module { Singleton { Service() as Servicing } }\n".utf8))
        let bytes = try BinaryCoder.encode(facts)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 50)) {
            XCTAssertThrowsError(try BinaryCoder.decode(ExtractedFacts.self, from: Array(bytes[..<cut])), "cut at \(cut)")
        }
        XCTAssertThrowsError(try BinaryCoder.decode(ExtractedFacts.self, from: bytes + [0]), "trailing byte")
        var flipped = bytes
        flipped[0] = 0xFF
        XCTAssertThrowsError(try BinaryCoder.decode(ExtractedFacts.self, from: flipped))
    }
}
