@testable import DILintCore
import Foundation
import GraphvizRender
import XCTest

/// What the report says about a registration is visible on it: its build condition, a second
/// registration, the type that forgot `as Key`, and tooltips that quote the findings.
final class PictureMarkingsTests: XCTestCase {
    private func model(_ fixture: String) throws -> DrawModel {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/\(fixture)")
        let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: folder.path))
        return DrawModelBuilder.build(from: AnalysisResultBuilder.build(report, toolVersion: "test"), showModules: false)
    }

    private func svg(_ model: DrawModel) throws -> String {
        String(decoding: try DiagramRenderer().render(model, as: .svg).bytes, as: UTF8.self)
    }

    func testARegistrationOnlyUnderIfShowsItsConditionAndQuotesTheFinding() throws {
        let model = try model("Dirk/ConditionalRegistration")
        let node = try XCTUnwrap(model.node("dirk:DebugMenu"))
        XCTAssertEqual(node.marks, ["#if DEBUG"])
        XCTAssertTrue(node.findings.contains { $0.hasPrefix("warning: 'DebugMenu' is registered only when DEBUG") }, "\(node.findings)")
        let svg = try svg(model)
        XCTAssertTrue(svg.contains(">#if DEBUG</text>"), "drawn under the name")
        XCTAssertTrue(svg.contains("is registered only when DEBUG"), "the tooltip quotes the finding")
    }

    func testAKeyRegisteredMoreThanOnceSaysHowOften() throws {
        let model = try model("Zerk/DuplicateRegistration")
        let marked = model.nodes.filter { $0.marks.contains { $0.hasPrefix("registered ") } }
        XCTAssertEqual(marked.map(\.label), ["Clock"])
        XCTAssertEqual(marked.first?.marks.last, "registered 4×", "lines 8, 10, 16 and 18")
        XCTAssertTrue(try svg(model).contains(">registered 4×</text>"))
    }

    /// A warning on a registered node gets the legend's "finding: warning" frame, as a missing key or a cycle gets theirs.
    func testADuplicateRegistrationIsFramedAsTheLegendSays() throws {
        let model = try model("Zerk/DuplicateRegistration")
        let clock = try XCTUnwrap(model.nodes.first { $0.label == "Clock" })
        XCTAssertEqual(clock.trouble, .warning)
        XCTAssertEqual(model.nodes.filter { $0.trouble != nil && $0.kind != .missing }.map(\.label), ["Clock"], "the other nodes have no finding")
        let legend = CompactLegend(model: model).entries.map(\.name)
        XCTAssertTrue(legend.contains("finding: warning"), "\(legend)")
    }

    func testAMissingKeyPointsAtTheTypeRegisteredAsItself() throws {
        for fixture in ["Dirk/ForgotAsProtocol", "Zerk/ForgotAsProtocol"] {
            let model = try model(fixture)
            let conforms = model.edges.filter { $0.kind == .conforms }
            XCTAssertFalse(conforms.isEmpty, fixture)
            let edge = try XCTUnwrap(conforms.first { $0.from.hasSuffix(":AnalyticsTracking") }, fixture)
            XCTAssertEqual(model.node(edge.from)?.kind, .missing)
            XCTAssertEqual(model.node(edge.to)?.label, "FirebaseAnalytics")
            let svg = try svg(model)
            XCTAssertTrue(svg.contains("conforms to, registered as itself"), fixture)
            XCTAssertTrue(svg.contains("but is registered under its own type"), "the edge's tooltip quotes the note")
            let errors = try GraphView(errorsOnly: true).apply(to: model)
            XCTAssertTrue(errors.nodes.contains { $0.label == "FirebaseAnalytics" }, "errors-only keeps the type that explains the error")
        }
    }
}
