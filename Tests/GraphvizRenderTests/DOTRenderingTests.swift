import GraphvizRender
import XCTest

final class DOTRenderingTests: XCTestCase {
    func testDOTContainsNodesAndClusterSubgraph() throws {
        let dot = String(decoding: try Graphviz.render(SampleGraphs.services, format: .dot).bytes, as: UTF8.self)

        XCTAssert(dot.hasPrefix("digraph Services {"), dot)
        XCTAssert(dot.contains("subgraph cluster_data {"), dot)
        XCTAssert(dot.contains(#"label="Data layer""#), dot)
        for node in SampleGraphs.services.nodes {
            XCTAssert(dot.contains("\t\(node.id)\t[label=\(node.label)]"), "node \(node.id) missing from\n\(dot)")
        }
        XCTAssert(dot.contains("repo -> http"), dot)
    }

    func testDOTKeepsLabelEscapesSoGraphvizReadsTheTextBack() throws {
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "C:\\Net \"q\"\nline 2")])
        let dot = String(decoding: try Graphviz.render(spec, format: .dot).bytes, as: UTF8.self)

        XCTAssert(dot.contains(#"label="C:\\Net \"q\"\nline 2""#), dot)
    }

    func testARankGroupPutsItsNodesInOneRankWithoutABox() throws {
        var spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "a"), .init(id: "b", label: "b")])
        spec.clusters = [.init(id: "row", label: "ignored", nodeIDs: ["a", "b"], isRankGroup: true)]
        let dot = String(decoding: try Graphviz.render(spec, format: .dot).bytes, as: UTF8.self)

        XCTAssert(dot.contains("subgraph rank_row {"), dot)
        XCTAssert(dot.contains("rank=same"), dot)
        XCTAssertFalse(dot.contains("cluster"), "no box: \(dot)")
        XCTAssertFalse(dot.contains("ignored"), "a rank group has no label: \(dot)")
    }

    func testRenderingTheSameSpecTwiceGivesIdenticalSVGAndDOT() throws {
        for format in [RenderFormat.svg, .dot] {
            let first = try Graphviz.render(SampleGraphs.services, format: format).bytes
            let second = try Graphviz.render(SampleGraphs.services, format: format).bytes
            XCTAssertEqual(first, second, "\(format) differs between renders")
        }
    }

    func testClustersAreWrittenInTheOrderGivenWhateverTheirNames() throws {
        // Names of very different lengths, so an order by name, length or interned-string address shows.
        let names = (0..<40).map { index in "c\(index)_" + String(repeating: "x", count: (index * 37) % 300) }
        var spec = GraphSpec(name: "G")
        for (index, name) in names.enumerated().reversed() {
            spec.nodes.append(.init(id: "n\(index)", label: "n\(index)"))
            spec.clusters.append(.init(id: name, label: name, nodeIDs: ["n\(index)"]))
        }
        let dot = String(decoding: try Graphviz.render(spec, format: .dot).bytes, as: UTF8.self)

        let written = dot.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "subgraph cluster_") else { return nil }
            return String(line[range.upperBound...].dropLast(2))
        }
        XCTAssertEqual(written, Array(names.reversed()))
    }

    func testAttributeInsertionOrderDoesNotChangeOutput() throws {
        var forward = SampleGraphs.services
        var backward = SampleGraphs.services
        let attributes = (0..<20).map { ("class\($0)", "v\($0)") }
        for (key, value) in attributes { forward.nodes[0].attributes[key] = value }
        for (key, value) in attributes.reversed() { backward.nodes[0].attributes[key] = value }

        XCTAssertEqual(try Graphviz.render(forward, format: .dot).bytes, try Graphviz.render(backward, format: .dot).bytes)
    }
}
