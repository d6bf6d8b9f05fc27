import Foundation
import XCTest

/// `--jobs` and `--full-parse` change how a run works, never what it reports: stdout, stderr and the
/// exit code are the same whatever they say.
final class PerformanceOptionsTests: XCTestCase {
    /// Every `Fixtures/<Framework>/<Case>/` folder, and the whole `Fixtures/` tree as one project (many
    /// files that do not matter to each other, as in a large app).
    private func projects() throws -> [URL] {
        let manager = FileManager.default
        var found: [URL] = [DilintProcess.fixtures]
        for framework in try manager.contentsOfDirectory(atPath: DilintProcess.fixtures.path).sorted() {
            let folder = DilintProcess.fixtures.appendingPathComponent(framework)
            for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
                var isDirectory: ObjCBool = false
                let url = folder.appendingPathComponent(name)
                if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { found.append(url) }
            }
        }
        return found
    }

    private func assertSame(_ first: DilintProcess.Result, _ second: DilintProcess.Result, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(first.stdout, second.stdout, "stdout of \(what)", file: file, line: line)
        XCTAssertEqual(first.stderr, second.stderr, "stderr of \(what)", file: file, line: line)
        XCTAssertEqual(first.exitCode, second.exitCode, "exit code of \(what)", file: file, line: line)
    }

    func testTwoPhaseExtractionReportsWhatFullParseReportsOnEveryFixture() throws {
        let all = try projects()
        XCTAssertGreaterThan(all.count, 60)
        for project in all {
            let name = project.path.dropFirst(DilintProcess.fixtures.path.count)
            let twoPhase = try DilintProcess.run(["lint", "--format", "json"], in: project)
            let full = try DilintProcess.run(["lint", "--format", "json", "--full-parse"], in: project)
            XCTAssertFalse(twoPhase.stdout.isEmpty, "no report for \(name)")
            assertSame(twoPhase, full, "Fixtures\(name)")
        }
    }

    func testJobsDoNotChangeTheReport() throws {
        let project = DilintProcess.fixtures
        let byDefault = try DilintProcess.run(["lint", "--format", "json"], in: project)
        XCTAssertTrue(byDefault.stdout.contains("\"registrations\""))
        for jobs in ["1", "3"] {
            assertSame(try DilintProcess.run(["lint", "--format", "json", "--jobs", jobs], in: project), byDefault, "--jobs \(jobs)")
        }
        let graph = try DilintProcess.run(["graph", "--format", "json"], in: project)
        assertSame(try DilintProcess.run(["graph", "--format", "json", "--jobs", "1"], in: project), graph, "graph --jobs 1")
    }

    func testCacheDirAndNoCacheTogetherAreAUsageError() throws {
        let result = try DilintProcess.run(["lint", "--format", "json", "--no-cache", "--cache-dir", "/tmp/unused"], in: DilintProcess.fixtures)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: --cache-dir and --no-cache cannot be used together\n")
    }

    func testJobsBelowOneIsAUsageError() throws {
        for command in ["lint", "graph"] {
            let result = try DilintProcess.run([command, "--jobs", "0"], in: DilintProcess.fixtures)
            XCTAssertEqual(result.exitCode, 2)
            XCTAssertEqual(result.stderr, "dilint: --jobs must be at least 1, not 0\n")
            XCTAssertEqual(result.stdout, "")
        }
    }
}
