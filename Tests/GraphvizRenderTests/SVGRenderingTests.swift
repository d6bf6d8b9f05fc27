import GraphvizRender
import XCTest

final class SVGRenderingTests: XCTestCase {
    func testSVGIsWellFormedXMLAndContainsEveryNodeLabel() throws {
        let output = try Graphviz.render(SampleGraphs.services, format: .svg)
        let svg = try SVGDocument(output.bytes)

        for node in SampleGraphs.services.nodes {
            XCTAssert(svg.texts.contains(node.label), "missing label \(node.label) in \(svg.texts)")
        }
        XCTAssertEqual(output.warnings, [])
    }

    func testNestedClustersAppearInSVG() throws {
        let spec = GraphSpec(
            name: "Modules",
            nodes: ["a", "b", "c", "d"].map { GraphSpec.Node(id: $0, label: $0.uppercased()) },
            edges: [.init(from: "a", to: "b"), .init(from: "b", to: "c"), .init(from: "c", to: "d")],
            clusters: [
                .init(id: "app", label: "App", nodeIDs: ["a"], clusters: [
                    .init(id: "app.core", label: "Core", nodeIDs: ["b"], clusters: [
                        .init(id: "app.core.db", label: "Storage", nodeIDs: ["c"]),
                    ]),
                ]),
                .init(id: "tools", label: "Tools", nodeIDs: ["d"]),
            ]
        )
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.classes.filter { $0 == "cluster" }.count, 4)
        XCTAssertEqual(svg.titles.filter { $0.hasPrefix("cluster") }.sorted(),
                       ["cluster_app", "cluster_app_core", "cluster_app_core_db", "cluster_tools"])
        for label in ["App", "Core", "Storage", "Tools"] {
            XCTAssert(svg.texts.contains(label), "missing cluster label \(label)")
        }
    }

    func testClusterIDsThatReduceToTheSameNameStaySeparateClusters() throws {
        let spec = GraphSpec(
            name: "G",
            nodes: [.init(id: "a", label: "A"), .init(id: "b", label: "B")],
            clusters: [.init(id: "a b", label: "First", nodeIDs: ["a"]), .init(id: "a.b", label: "Second", nodeIDs: ["b"])]
        )
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.titles.filter { $0.hasPrefix("cluster") }.sorted(), ["cluster_a_b", "cluster_a_b_2"])
    }

    func testLinksAndFontNamesWithXMLSpecialCharactersKeepSVGWellFormed() throws {
        let link = #"https://example.com/search?q="a<b>"&page=2"#
        let spec = GraphSpec(
            name: "G",
            nodeDefaults: ["fontname": #"Bob's "Sans" & Co"#],
            nodes: [.init(id: "a", label: "A", attributes: ["URL": link])],
            edges: [.init(from: "a", to: "a", attributes: ["URL": link])]
        )
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.links, [link, link])
    }
}
