import DILintCore
import Foundation
import XCTest

/// The analysis result is one value that can be stored and read back: nothing a report or a picture
/// shows may be lost on the way.
final class AnalysisResultTests: XCTestCase {
    private func fixtureResult(_ name: String) throws -> AnalysisResult {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: fixture.path))
        return AnalysisResultBuilder.build(report, toolVersion: "1.2.3", baselined: 2, workingDirectory: "Fixtures/\(name)")
    }

    /// Every format a stored result can be shown in, by name.
    private func renderings(_ result: AnalysisResult) -> [String: String] {
        let model = DrawModelBuilder.build(from: result, showModules: true)
        return [
            "text": TextReporter.render(result), "json": JSONReporter.render(result), "sarif": SARIFReporter.render(result),
            "github": GitHubReporter.render(result), "junit": JUnitReporter.render(result),
            "checkstyle": CheckstyleReporter.render(result), "markdown": MarkdownReporter.render(result),
            "graph-json": GraphJSONWriter.render(model), "mermaid": MermaidWriter.render(model),
        ]
    }

    func testAFixturesResultSurvivesEncodingAndRendersTheSameBytes() throws {
        for name in ["Dirk/ExampleApp", "Zerk/CustomStorage", "InjectGrail/InjectsCycle", "Shank/ComponentCycle"] {
            let result = try fixtureResult(name)
            XCTAssertFalse(result.findings.isEmpty, name)
            let stored = result.encodedJSON()
            let decoded = try AnalysisResult(json: Data(stored.utf8))
            XCTAssertEqual(decoded, result, name)
            XCTAssertEqual(decoded.encodedJSON(), stored, "\(name): encoding is deterministic")
            let original = renderings(result), again = renderings(decoded)
            for format in original.keys.sorted() { XCTAssertEqual(again[format], original[format], "\(name) \(format)") }
            XCTAssertEqual(DrawModelBuilder.build(from: decoded, showModules: false), DrawModelBuilder.build(from: result, showModules: false))
        }
    }

    func testIdsAreUniqueAndEveryReferenceNamesSomethingInTheResult() throws {
        let result = try fixtureResult("Dirk/ExampleApp")
        let nodeIDs = result.nodes.map(\.id), edgeIDs = result.edges.map(\.id)
        XCTAssertEqual(Set(nodeIDs).count, nodeIDs.count)
        XCTAssertEqual(Set(edgeIDs).count, edgeIDs.count)
        for edge in result.edges {
            XCTAssertNotNil(result.node(edge.from), edge.id.rawValue)
            XCTAssertNotNil(result.node(edge.to), edge.id.rawValue)
        }
        for finding in result.findings {
            XCTAssertTrue(finding.nodes.allSatisfy(Set(nodeIDs).contains), finding.diagnostic.message)
            XCTAssertTrue(finding.edges.allSatisfy(Set(edgeIDs).contains), finding.diagnostic.message)
        }
        // Every unregistered-type error is tied to the key it reports, in the container its request reads.
        for finding in result.findings where finding.diagnostic.rule == UnregisteredTypeRule.id {
            XCTAssertEqual(finding.nodes.compactMap { result.node($0)?.key }, [finding.diagnostic.type!], finding.diagnostic.message)
        }
    }

    /// Over every fixture: a finding that says a key is missing names that key's node, so a picture can
    /// mark it; a cycle names the steps its notes point at.
    func testEveryMissingKeyAndEveryCycleIsTiedToTheGraph() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        var checked = 0
        for framework in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            for project in try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(framework).path).sorted() {
                let name = "\(framework)/\(project)"
                let result = try fixtureResult(name)
                for finding in result.findings {
                    let diagnostic = finding.diagnostic
                    if [UnregisteredTypeRule.id, UnregisteredNameRule.id].contains(diagnostic.rule) {
                        checked += 1
                        XCTAssertFalse(finding.nodes.isEmpty, "\(name): \(diagnostic.message)")
                        if diagnostic.rule == UnregisteredTypeRule.id, let key = diagnostic.type {
                            XCTAssertTrue(finding.nodes.contains { result.node($0)?.key == key }, "\(name): \(diagnostic.message)")
                        }
                    }
                    // A re-entered autoStore() is one request; its notes are the lookups that recurse with it, not steps.
                    if diagnostic.rule == DependencyCycleRule.id, diagnostic.notes.filter({ $0.location != nil }).count >= 2,
                       !diagnostic.message.contains("runs autoStore() again") {
                        checked += 1
                        XCTAssertGreaterThanOrEqual(finding.edges.count, 2, "\(name): \(diagnostic.message)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testAFindingIsOneFlatObjectWithTheDiagnosticsFields() throws {
        let result = try fixtureResult("Dirk/ExampleApp")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.encodedJSON().utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, AnalysisResult.currentSchemaVersion)
        XCTAssertEqual(object["workingDirectory"] as? String, "Fixtures/Dirk/ExampleApp")
        let finding = try XCTUnwrap((object["findings"] as? [[String: Any]])?.first)
        for key in ["rule", "severity", "message", "location", "notes", "fingerprint", "nodes", "edges"] {
            XCTAssertNotNil(finding[key], key)
        }
    }

    func testAnUnknownSchemaVersionOrAnotherDocumentIsRefused() throws {
        var stored = try fixtureResult("Dirk/CleanApp").encodedJSON()
        stored = stored.replacingOccurrences(of: "\"schemaVersion\": 1,", with: "\"schemaVersion\": 99,")
        XCTAssertThrowsError(try AnalysisResult(json: Data(stored.utf8))) { error in
            XCTAssertEqual((error as? AnalysisResult.Problem)?.message, "analysis result schema version 99 is not supported (expected 1)")
        }
        XCTAssertThrowsError(try AnalysisResult(json: Data("{\"version\": 1, \"findings\": []}".utf8)))
        XCTAssertThrowsError(try AnalysisResult(json: Data("{\"schemaVersion\": 1}".utf8))) { error in
            XCTAssertTrue((error as? AnalysisResult.Problem)?.message.contains("missing") ?? false, "\(error)")
        }
    }
}
