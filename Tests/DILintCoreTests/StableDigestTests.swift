@testable import DILintCore
import XCTest

/// The digest a run memo records is compared in a later process: it must not depend on the process
/// (as `Hasher` does), and must tell apart values that differ anywhere.
final class StableDigestTests: XCTestCase {
    private struct Sample: Encodable, Equatable {
        var name = "Service"
        var flag = true
        var line = 12
        var ratio = 0.5
        var tags: [[String]] = [["a"], ["b"]]
        var note: String? = nil
    }

    func testEqualValuesGiveEqualDigestsAndAnyDifferenceAnother() throws {
        let base = try XCTUnwrap(StableDigest.of(Sample()))
        XCTAssertEqual(StableDigest.of(Sample()), base)
        var variants: [Sample] = []
        for change in [{ (s: inout Sample) in s.name = "Servic" }, { $0.name = "Service " }, { $0.flag = false }, { $0.line = 13 },
                       { $0.ratio = 0.25 }, { $0.tags = [["a", "b"]] }, { $0.tags = [["a"], [], ["b"]] }, { $0.note = "" }] {
            var sample = Sample()
            change(&sample)
            variants.append(sample)
        }
        let digests = variants.map { StableDigest.of($0) }
        XCTAssertFalse(digests.contains(base))
        XCTAssertEqual(Set(digests).count, variants.count)
    }

    /// A known value's digest, written down: a change to the hashing (or a seed that varies between
    /// processes) would make every recorded run miss, or worse, match wrongly.
    func testTheDigestIsTheSameInEveryProcess() {
        XCTAssertEqual(StableDigest.of(Sample()), StableDigest.of(Sample()))
        XCTAssertEqual(StableDigest.of(["Service", "Client"])?.count, 32)
        XCTAssertEqual(StableDigest.of(["Service", "Client"]), "548dc7c7d2745e285a163ae0fdedde4c")
    }

    /// The run memo's key digests its file list string by string: the same list gives the same digest,
    /// and a list split, ordered or counted differently another.
    func testStringsDigestedOneByOneTellListsApart() {
        func digest(_ strings: [String]) -> String {
            let digest = StableStringDigest()
            strings.forEach(digest.add)
            return digest.hex
        }
        let base = digest(["/app/A.swift", "app", "/app/B.swift", "test"])
        XCTAssertEqual(digest(["/app/A.swift", "app", "/app/B.swift", "test"]), base)
        XCTAssertEqual(base.count, 32)
        let others = [["/app/A.swift", "app", "/app/B.swift", "app"], ["/app/B.swift", "test", "/app/A.swift", "app"],
                      ["/app/A.swiftapp", "", "/app/B.swift", "test"], ["/app/A.swift", "app"], [], [""]].map(digest)
        XCTAssertFalse(others.contains(base))
        XCTAssertEqual(Set(others).count, others.count)
    }
}
