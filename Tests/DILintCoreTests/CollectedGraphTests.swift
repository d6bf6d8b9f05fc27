@testable import DILintCore
import Foundation
import XCTest

/// A run with a thread to spare collects the result's nodes and edges beside the rules; the result must
/// be the one `AnalysisResultBuilder` collects itself from the same graph.
final class CollectedGraphTests: XCTestCase {
    func testTheGraphCollectedBesideTheRulesIsTheOneTheBuilderCollects() throws {
        let projects = try FixtureSwiftFiles.projects()
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

    /// A run whose outputs read no graph leaves it out of the result; every report format but the stored
    /// result must then print the same bytes, finding for finding.
    func testEveryReportPrintsTheSameBytesWithoutTheGraph() throws {
        let reporters: [(String, (AnalysisResult) -> String)] = [
            ("text", { TextReporter.render($0, style: .init(color: false)) }),
            ("text, colored", { TextReporter.render($0, style: .init(color: true)) }),
            ("json", JSONReporter.render), ("sarif", SARIFReporter.render), ("github", GitHubReporter.render),
            ("junit", JUnitReporter.render), ("checkstyle", CheckstyleReporter.render), ("markdown", MarkdownReporter.render),
        ]
        var findingsWithIDs = 0
        for project in try FixtureSwiftFiles.projects() {
            var options = LintOptions(paths: ["."], currentDirectory: project.path, extraction: ExtractionSettings(jobs: 1))
            options.collectsGraph = false
            let report = try Linter.run(options)
            let whole = AnalysisResultBuilder.build(report, toolVersion: "1", baselined: 1)
            let bare = AnalysisResultBuilder.build(report, toolVersion: "1", baselined: 1, includingGraph: false)
            XCTAssertTrue(bare.nodes.isEmpty && bare.edges.isEmpty, project.path)
            XCTAssertEqual(bare.findings.map(\.fingerprint), whole.findings.map(\.fingerprint), project.path)
            findingsWithIDs += whole.findings.filter { !$0.nodes.isEmpty || !$0.edges.isEmpty }.count
            for (name, render) in reporters {
                XCTAssertEqual(render(bare), render(whole), "\(project.lastPathComponent): \(name)")
            }
        }
        // What is left out is really there in the whole result: the comparison is not of two empty graphs.
        XCTAssertGreaterThan(findingsWithIDs, 20)
    }

    func testARunThatReadsNoGraphCollectsNoneBesideTheRulesAndFindsTheSame() throws {
        let sources = InMemorySources(["App.swift": "import Dirk\nlet module = Module { Singleton { Service(inject()) } }\nfinal class Service { init(_ c: Cache) {} }\n"])
        var options = LintOptions(paths: ["."], currentDirectory: "/", extraction: ExtractionSettings(jobs: 2))
        let collecting = try Linter.run(options, sources: sources)
        options.collectsGraph = false
        let bare = try Linter.run(options, sources: sources)
        XCTAssertNotNil(collecting.collectedGraph)
        XCTAssertNil(bare.collectedGraph)
        XCTAssertFalse(bare.diagnostics.isEmpty)
        XCTAssertEqual(bare.diagnostics, collecting.diagnostics)
    }
}
