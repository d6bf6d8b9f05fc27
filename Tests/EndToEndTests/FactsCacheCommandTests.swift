import Foundation
import XCTest

/// `--cache-dir` and `--no-cache`: a warm run, a run over damaged entries and a run that cannot write
/// the cache all report what a run without the cache reports. Each test has its own cache folder.
final class FactsCacheCommandTests: XCTestCase {
    private var cacheFolder: URL!
    private let project = DilintProcess.fixtures.appendingPathComponent("Dirk")

    override func setUpWithError() throws {
        cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-cache-e2e-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: cacheFolder)
    }

    private func lint(_ extra: [String]) throws -> DilintProcess.Result {
        try DilintProcess.run(["lint", "--format", "json"] + extra, in: project)
    }

    private func entries() -> [URL] {
        (FileManager.default.enumerator(at: cacheFolder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.lastPathComponent.contains("-") }
    }

    private func assertSame(_ result: DilintProcess.Result, _ expected: DilintProcess.Result, _ what: String) {
        XCTAssertEqual(result.stdout, expected.stdout, what)
        XCTAssertEqual(result.stderr, expected.stderr, what)
        XCTAssertEqual(result.exitCode, expected.exitCode, what)
    }

    func testWarmAndDamagedCachesGiveTheReportOfNoCache() throws {
        let uncached = try lint(["--no-cache"])
        XCTAssertTrue(entries().isEmpty)
        assertSame(try lint(["--cache-dir", cacheFolder.path, "--facts-cache"]), uncached, "cold")
        let written = entries()
        XCTAssertFalse(written.isEmpty, "the cold run stored facts")
        assertSame(try lint(["--cache-dir", cacheFolder.path, "--facts-cache"]), uncached, "warm")
        // Truncated, garbage and emptied entries are misses, and are written again whole.
        for (number, entry) in written.enumerated() {
            let data = try Data(contentsOf: entry)
            try [data.prefix(data.count / 2), Data("{".utf8), Data()][number % 3].write(to: entry)
        }
        assertSame(try lint(["--cache-dir", cacheFolder.path, "--facts-cache", "--full-parse"]), uncached, "damaged")
        for entry in written {
            XCTAssertTrue(String(decoding: try Data(contentsOf: entry), as: UTF8.self).hasPrefix("dilint-facts 2 \(entry.lastPathComponent)\n"))
        }
    }

    func testACacheFolderThatCannotBeWrittenWarnsOnceAndTheRunGoesOn() throws {
        let uncached = try lint(["--no-cache"])
        // A file in the way stands for a read-only folder (the tests may run as root, which ignores modes).
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try Data().write(to: cacheFolder.appendingPathComponent("facts"))
        let result = try lint(["--cache-dir", cacheFolder.path, "--facts-cache"])
        XCTAssertEqual(result.stdout, uncached.stdout)
        XCTAssertEqual(result.exitCode, uncached.exitCode)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("facts cache") }
        XCTAssertEqual(warnings, ["dilint: warning: cannot write the facts cache in \(cacheFolder.path) (Not a directory); going on without storing facts"])
        XCTAssertEqual(result.stderr.replacingOccurrences(of: warnings[0] + "\n", with: ""), uncached.stderr)
    }

    func testCacheDirAndNoCacheTogetherAreAUsageError() throws {
        let result = try lint(["--no-cache", "--cache-dir", cacheFolder.path])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: --cache-dir and --no-cache cannot be used together\n")
    }
}
