import DILintCore
import GraphvizRender
import XCTest

/// Which layout engine draws a graph, and what the legend does under each.
final class DiagramRendererTests: XCTestCase {
    private let app = """
        import Dirk
        protocol Store {}
        final class DiskStore: Store {}
        final class Screen { @Inject var store: Store; @Inject var missing: Analytics }
        protocol Analytics {}
        func boot() { try! Dirk.start { Module { Singleton<Store> { DiskStore() } } } }
        """

    private var model: DrawModel {
        DrawModelBuilder.build(from: AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": app]), toolVersion: "test"), showModules: false)
    }

    /// A renderer for which this small graph already counts as large.
    private func renderer(layout: LayoutEngine?, legend: GraphSpecBuilder.Legend = .full) -> DiagramRenderer {
        var renderer = DiagramRenderer(builder: GraphSpecBuilder(legend: legend), layout: layout)
        renderer.largeGraphThreshold = 2
        return renderer
    }

    private func dot(_ output: DiagramRenderer.Output) -> String { String(decoding: output.bytes, as: UTF8.self) }

    /// DOT holds no positions: writing it makes no layout, whatever the legend and caption ask (a picture
    /// packs them to its drawing's width, which only a layout tells; in DOT they are each one line).
    func testDOTIsWrittenWithoutALayout() throws {
        var builder = GraphSpecBuilder(legend: .compact)
        builder.caption = Caption(title: "A title long enough to wrap under a small drawing, were it packed to its width", details: ["Dirk", "1 error"])
        let renderer = DiagramRenderer(builder: builder, layout: nil)
        let before = Graphviz.layoutsMade
        let output = try renderer.render(model, as: .dot)
        XCTAssertEqual(Graphviz.layoutsMade, before, "a layout was made for DOT output")
        XCTAssertEqual(dot(try renderer.render(model, as: .dot)), dot(output))
        _ = try renderer.render(model, as: .svg)
        XCTAssertGreaterThan(Graphviz.layoutsMade, before, "the counter counts the picture's layout")
    }

    func testALargeGraphSwitchesToSFDPWithoutTheLegendAndSaysSo() throws {
        let output = try renderer(layout: nil).render(model, as: .dot)
        XCTAssertEqual(output.messages.count, 1, "\(output.messages)")
        XCTAssertTrue(output.messages[0].hasPrefix("the graph has \(model.nodes.count) nodes; using the sfdp layout, which draws no clusters and no legend"),
                      output.messages[0])
        XCTAssertTrue(dot(output).contains("overlap=prism"), "laid out by sfdp")
        XCTAssertFalse(dot(output).contains("Legend"), "no scattered legend samples")
    }

    func testAnExplicitDotLayoutIsHonouredWhateverTheSize() throws {
        let output = try renderer(layout: .dot).render(model, as: .dot)
        XCTAssertEqual(output.messages, [])
        XCTAssertFalse(dot(output).contains("overlap=prism"))
        XCTAssertTrue(dot(output).contains("Legend"), "dot draws the legend as a cluster")
    }

    func testAnExplicitSFDPLayoutLeavesTheLegendOutAndSaysSo() throws {
        let output = try renderer(layout: .sfdp).render(model, as: .dot)
        XCTAssertEqual(output.messages, ["the sfdp layout draws no clusters, so the legend is left out"])
        XCTAssertFalse(dot(output).contains("Legend"))
        let withoutLegend = try renderer(layout: .sfdp, legend: .none).render(model, as: .dot)
        XCTAssertEqual(withoutLegend.messages, [], "nothing left out that was asked for")
    }

    func testASmallGraphIsLaidOutByDotWithItsLegend() throws {
        let output = try DiagramRenderer().render(model, as: .dot)
        XCTAssertEqual(output.messages, [])
        XCTAssertTrue(dot(output).contains("label=<<FONT"), "the compact legend is the graph's label")
        XCTAssertFalse(dot(output).contains("Legend"), "not the box of samples")
    }
}
