import Foundation
import XCTest

/// Runs `dilint lint` over every fixture project and compares with its `expected.txt` and
/// `expected.json`. Set DILINT_UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then review the diff.
final class GoldenFixtureTests: XCTestCase {
    private var updating: Bool { ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" }

    /// Every folder directly under `Fixtures/<Framework>/`.
    private func fixtureProjects() throws -> [URL] {
        let manager = FileManager.default
        var projects: [URL] = []
        for framework in try manager.contentsOfDirectory(atPath: DilintProcess.fixtures.path).sorted() {
            let frameworkURL = DilintProcess.fixtures.appendingPathComponent(framework)
            for name in try manager.contentsOfDirectory(atPath: frameworkURL.path).sorted() {
                var isDirectory: ObjCBool = false
                let url = frameworkURL.appendingPathComponent(name)
                if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    projects.append(url)
                }
            }
        }
        return projects
    }

    func testTextReportsMatchGoldenFiles() throws {
        let projects = try fixtureProjects()
        XCTAssertGreaterThan(projects.count, 10)
        for project in projects {
            let result = try DilintProcess.run(["lint", "--no-color"], in: project)
            try compare(result.stdout, with: project.appendingPathComponent("expected.txt"))
            // Standard error is part of what a user sees: empty, unless the fixture says what it holds.
            let stderrGolden = project.appendingPathComponent("expected.stderr")
            if !result.stderr.isEmpty || FileManager.default.fileExists(atPath: stderrGolden.path) {
                try compare(result.stderr, with: stderrGolden)
            }
            let hasErrors = result.stdout.contains(": error: ")
            XCTAssertEqual(result.exitCode, hasErrors ? 1 : 0, "exit code of \(project.lastPathComponent)")
        }
    }

    func testJSONReportsMatchGoldenFiles() throws {
        for project in try fixtureProjects() {
            let result = try DilintProcess.run(["lint", "--format", "json"], in: project)
            try compare(result.stdout, with: project.appendingPathComponent("expected.json"))
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), project.lastPathComponent)
        }
    }

    /// The graph as Graphviz's own DOT writer prints it (before layout, so no coordinates).
    func testDOTGraphsMatchGoldenFiles() throws {
        for project in try fixtureProjects() {
            let result = try DilintProcess.run(["graph", "--format", "dot"], in: project)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            try compare(result.stdout, with: project.appendingPathComponent("expected.dot"))
        }
    }

    func testReportsAreByteIdenticalAcrossRuns() throws {
        for project in try fixtureProjects() {
            let first = try DilintProcess.run(["--format", "json"], in: project)
            let second = try DilintProcess.run(["--format", "json"], in: project)
            XCTAssertEqual(first.stdout, second.stdout, project.lastPathComponent)
        }
    }

    private func compare(_ actual: String, with golden: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        if updating {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            return XCTFail("missing golden file \(golden.path); run with DILINT_UPDATE_GOLDEN=1", file: file, line: line)
        }
        if actual != expected {
            XCTFail("""
                \(golden.deletingLastPathComponent().lastPathComponent)/\(golden.lastPathComponent) differs.
                --- expected
                \(expected)
                --- actual
                \(actual)
                """, file: file, line: line)
        }
    }
}
