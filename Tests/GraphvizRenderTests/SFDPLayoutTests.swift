import GraphvizRender
import XCTest

final class SFDPLayoutTests: XCTestCase {
    private func meshOf(_ count: Int) -> GraphSpec {
        var spec = GraphSpec(name: "Mesh", graphAttributes: ["overlap": "prism"], nodeDefaults: ["shape": "box"])
        spec.nodes = (0..<count).map { GraphSpec.Node(id: "n\($0)", label: "Service\($0)") }
        // Two edges per node to nodes a little further on: long chains with many crossings.
        for index in 0..<count {
            let offsets: [Int] = [index * 7 % 50 + 1, index * 3 % 40 + 2]
            for target in offsets.map({ index + $0 }) where target < count {
                spec.edges.append(GraphSpec.Edge(from: "n\(index)", to: "n\(target)"))
            }
        }
        return spec
    }

    func testSFDPLaysOutAFewHundredNodes() throws {
        let spec = meshOf(300)

        let output = try Graphviz.render(spec, format: .svg, layout: .sfdp)
        let svg = try SVGDocument(output.bytes)

        XCTAssertEqual(svg.classes.filter { $0 == "node" }.count, 300)
        XCTAssertEqual(svg.classes.filter { $0 == "edge" }.count, spec.edges.count)
        XCTAssertEqual(output.warnings, [])
    }

    func testSFDPGivesTheSameBytesEachTime() throws {
        let spec = meshOf(300)

        let first = try Graphviz.render(spec, format: .svg, layout: .sfdp).bytes
        let second = try Graphviz.render(spec, format: .svg, layout: .sfdp).bytes

        XCTAssertEqual(first, second)
    }
}
