@testable import DILintCore
import Foundation
import XCTest

/// A run with a thread to spare collects the result's nodes and edges beside the rules; the result must
/// be the one `AnalysisResultBuilder` collects itself from the same graph.
final class CollectedGraphTests: XCTestCase {
    func testTheGraphCollectedBesideTheRulesIsTheOneTheBuilderCollects() throws {
        let fixtures = FixtureSwiftFiles.folder
        let projects = try ["Dirk", "InjectGrail", "Shank", "Zerk"].flatMap { framework in
            try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(framework).path).sorted()
                .map { fixtures.appendingPathComponent("\(framework)/\($0)") }
        }
        var compared = 0
        for project in projects {
            var report = try Linter.run(LintOptions(paths: ["."], currentDirectory: project.path, extraction: ExtractionSettings(jobs: 2)))
            guard report.collectedGraph != nil else { return XCTFail("\(project.path): nothing collected beside the rules") }
            let beside = AnalysisResultBuilder.build(report, toolVersion: "1")
            report.collectedGraph = nil
            XCTAssertEqual(beside, AnalysisResultBuilder.build(report, toolVersion: "1"), project.path)
            compared += beside.nodes.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThan(compared, 10)
    }

    func testOneThreadCollectsNothingAheadAndAChangedGraphDropsWhatWasCollected() throws {
        let sources = ["App.swift": "import Dirk\nlet module = Module { Singleton { Service() } }\nfinal class Service {}\n"]
        XCTAssertNil(Linter.run(sources: sources, extraction: ExtractionSettings(jobs: 1)).collectedGraph)
        var report = Linter.run(sources: sources, extraction: ExtractionSettings(jobs: 2))
        XCTAssertNotNil(report.collectedGraph)
        report.graph = DependencyGraph(index: ProjectIndex(files: []), fileCount: 0)
        XCTAssertNil(report.collectedGraph, "a picture of the old graph would contradict the new one")
    }
}
