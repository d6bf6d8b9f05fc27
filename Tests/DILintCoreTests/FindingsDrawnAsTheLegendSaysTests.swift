@testable import DILintCore
import Foundation
import GraphvizRender
import XCTest

/// Every node a finding names is drawn as the legend says a finding of its severity is drawn, in every
/// fixture's picture: a missing key as the legend's missing sample of that severity, a registered node in
/// the frame of the legend's "finding" sample (or of its cycle's colour); and a node no finding names wears
/// no finding's colour. The severity expected is worked out from the report's findings, not from the
/// picture's own marks.
final class FindingsDrawnAsTheLegendSaysTests: XCTestCase {
    /// What a legend entry's sample says: its colour, fill and whether it is dashed.
    private struct Sample {
        var color: String?
        var fill: String?
        var dashed: Bool

        init(_ markup: String) {
            func value(_ name: String) -> String? {
                guard let start = markup.range(of: " \(name)=\"") else { return nil }
                return String(markup[start.upperBound...].prefix { $0 != "\"" })
            }
            color = value("COLOR")
            fill = value("BGCOLOR")
            dashed = value("STYLE") == "dashed"
        }
    }

    private static let missingEntryNames: [Severity: String] = [.error: "missing: crashes", .warning: "missing: warning", .note: "missing: note"]
    private static let cycleEntryNames: [Severity: String] = [.error: "cycle", .warning: "cycle: warning", .note: "cycle: note"]

    func testEveryNodeAFindingNamesIsDrawnAsTheLegendSaysInEveryFixture() throws {
        var checked = 0
        for project in try FixtureSwiftFiles.projects() {
            let name = "\(project.deletingLastPathComponent().lastPathComponent)/\(project.lastPathComponent)"
            let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: project.path))
            let result = AnalysisResultBuilder.build(report, toolVersion: "test")
            let model = DrawModelBuilder.build(from: result, showModules: false)
            let legend = Dictionary(CompactLegend(model: model).entries.map { ($0.name, Sample($0.sample)) }, uniquingKeysWith: { first, _ in first })
            let drawn = Dictionary(GraphSpecBuilder().spec(for: model).nodes.map { ($0.id, $0.attributes) }, uniquingKeysWith: { first, _ in first })
            let severityColors = Set([Severity.error, .warning, .note].map(DiagramStyle.color(for:)))

            for node in model.nodes {
                guard let id = node.analysisID, let attributes = drawn[node.id] else { continue }
                let severities = result.findings.filter { $0.nodes.contains(id) }.map(\.diagnostic.severity)
                guard let worst = severities.min() else {
                    if node.kind != .missing {
                        XCTAssertFalse(severityColors.contains(attributes["color"] ?? ""), "\(name): \(node.label) has no finding but is framed as one")
                    }
                    continue
                }
                checked += 1
                let onCycle = result.findings.contains { $0.diagnostic.rule == DependencyCycleRule.id && $0.nodes.contains(id) }
                let entryName: String
                if node.kind == .missing {
                    entryName = Self.missingEntryNames[worst]!
                } else if onCycle {
                    entryName = Self.cycleEntryNames[worst]!
                } else {
                    entryName = "finding: \(worst.rawValue)"
                }
                guard let sample = legend[entryName] else {
                    XCTFail("\(name): \(node.label) has a \(worst) finding, but the legend has no '\(entryName)' entry: \(legend.keys.sorted())")
                    continue
                }
                XCTAssertEqual(attributes["color"], sample.color, "\(name): \(node.label) is framed in the colour of the legend's '\(entryName)'")
                if node.kind == .missing {
                    XCTAssertEqual(attributes["fillcolor"], sample.fill, "\(name): \(node.label) is filled as the legend's '\(entryName)'")
                    XCTAssertEqual(attributes["style"]?.contains("dashed"), sample.dashed, "\(name): \(node.label) is dashed as the legend's '\(entryName)'")
                } else {
                    XCTAssertEqual(attributes["penwidth"], "2", "\(name): \(node.label) has the legend's thick frame")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the fixtures' findings name many drawn nodes")
    }
}
