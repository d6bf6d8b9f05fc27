import Foundation
import XCTest

/// `dilint lint --format result` stores the whole analysis; `dilint report` shows it again in any format,
/// byte for byte what the direct run prints.
final class StoredResultTests: XCTestCase {
    private var scratch: TemporaryProject!

    override func setUpWithError() throws { scratch = try TemporaryProject(prefix: "dilint-result") }
    override func tearDown() { scratch.remove() }

    private let formats = ["text", "json", "sarif", "github", "junit", "checkstyle", "markdown", "xcode"]

    func testEveryFormatRendersFromAStoredResultAsTheDirectRunPrintsIt() throws {
        for project in ["Dirk/ExampleApp", "Dirk/ConfiguredLegacyApp", "Zerk/CustomStorage", "Shank/CleanApp"] {
            let directory = DilintProcess.fixtures.appendingPathComponent(project)
            let stored = scratch.url.appendingPathComponent("\(project.replacingOccurrences(of: "/", with: "-")).json")
            let written = try DilintProcess.run(["lint", "--report", "result=\(stored.path)"], in: directory)
            XCTAssertEqual(written.stderr, "", project)
            for format in formats {
                let direct = try DilintProcess.run(["lint", "--format", format, "--no-color"], in: directory)
                let shown = try DilintProcess.run(["report", stored.path, "--format", format, "--no-color"], in: directory)
                XCTAssertEqual(shown.exitCode, 0, "\(project) \(format): \(shown.stderr)")
                XCTAssertEqual(shown.stdout, direct.stdout, "\(project) \(format)")
            }
            let quiet = try DilintProcess.run(["lint", "--format", "json", "--quiet"], in: directory)
            XCTAssertEqual(try DilintProcess.run(["report", stored.path, "--format", "json", "--quiet"], in: directory).stdout, quiet.stdout)
        }
    }

    func testTheStoredResultIsTheSameBytesOnEveryRunAndNamesWhereItsPathsStart() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp")
        let first = try DilintProcess.run(["lint", "--format", "result"], in: directory)
        let second = try DilintProcess.run(["lint", "--format", "result"], in: directory)
        XCTAssertEqual(first.exitCode, 1)
        XCTAssertEqual(first.stdout, second.stdout)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["workingDirectory"] as? String, "Fixtures/Dirk/ExampleApp")
        // Text is the default, as for lint.
        let stored = scratch.url.appendingPathComponent("stored.json")
        try Data(first.stdout.utf8).write(to: stored)
        XCTAssertEqual(try DilintProcess.run(["report", stored.path], in: directory).stdout,
                       try DilintProcess.run(["lint", "--no-color"], in: directory).stdout)
    }

    func testTheGraphAndTheResultShareIds() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp")
        let stored = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try DilintProcess.run(["lint", "--format", "result"], in: directory).stdout.utf8)) as? [String: Any])
        let nodeIDs = Set(try XCTUnwrap(stored["nodes"] as? [[String: Any]]).compactMap { $0["id"] as? String })
        let edgeIDs = Set(try XCTUnwrap(stored["edges"] as? [[String: Any]]).compactMap { $0["id"] as? String })
        let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try DilintProcess.run(["graph", "--format", "json"], in: directory).stdout.utf8)) as? [String: Any])
        let drawnNodes = try XCTUnwrap(graph["nodes"] as? [[String: Any]])
        XCTAssertFalse(drawnNodes.isEmpty)
        for node in drawnNodes { XCTAssertTrue(nodeIDs.contains(node["node"] as? String ?? ""), "\(node)") }
        for edge in try XCTUnwrap(graph["edges"] as? [[String: Any]]) {
            let ids = try XCTUnwrap(edge["edges"] as? [String])
            // "Conforms to, registered as itself" is drawn from a finding's note, not from an edge of the graph.
            if edge["kind"] as? String == "conforms" { XCTAssertTrue(ids.isEmpty); continue }
            XCTAssertFalse(ids.isEmpty)
            XCTAssertTrue(Set(ids).isSubset(of: edgeIDs), "\(edge)")
        }
    }

    func testAStoredResultDrawsThePictureTheDirectRunDraws() throws {
        for project in ["Dirk/ExampleApp", "Zerk/CustomStorage", "Dirk/LazyCycle"] {
            let directory = DilintProcess.fixtures.appendingPathComponent(project)
            let stored = scratch.url.appendingPathComponent("\(project.replacingOccurrences(of: "/", with: "-")).json")
            try Data(try DilintProcess.run(["lint", "--format", "result"], in: directory).stdout.utf8).write(to: stored)
            for format in ["dot", "mermaid", "json"] {
                let direct = try DilintProcess.run(["graph", "--format", format], in: directory)
                let drawn = try DilintProcess.run(["graph", "--from-result", stored.path, "--format", format], in: directory)
                XCTAssertEqual(drawn.exitCode, 0, drawn.stderr)
                XCTAssertEqual(drawn.stdout, direct.stdout, "\(project) \(format)")
            }
        }
        let both = try DilintProcess.run(["graph", "--from-result", "x.json", "Sources"], in: DilintProcess.fixtures)
        XCTAssertEqual(both.exitCode, 2)
    }

    func testSomethingElseIsRefusedInOneLine() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        let notAResult = scratch.url.appendingPathComponent("baseline.json")
        try Data("{\"version\": 1, \"findings\": []}".utf8).write(to: notAResult)
        let result = try DilintProcess.run(["report", notAResult.path], in: directory)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: \(notAResult.path): not a dilint analysis result (expected a JSON object with \"schemaVersion\"; write one with `dilint lint --format result`)\n")
        let missing = try DilintProcess.run(["report", scratch.url.appendingPathComponent("nope.json").path], in: directory)
        XCTAssertEqual(missing.exitCode, 2)
    }
}
