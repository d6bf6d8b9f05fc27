@testable import GraphvizRender
import XCTest

/// The command line leaves its graphs to the process's exit (`keepGraphsUntilExit`): renders must draw the
/// same bytes with earlier graphs still laid out in memory, and a drawing turned down must not linger.
final class KeptGraphsTests: XCTestCase {
    override func tearDown() {
        GraphvizSession.shared.setKeepsGraphs(false)
        super.tearDown()
    }

    func testRendersWithEarlierGraphsKeptDrawTheSameBytes() throws {
        let other = GraphSpec(name: "Other", nodes: [.init(id: "x", label: "X"), .init(id: "y", label: "Y")],
                              edges: [.init(from: "x", to: "y")])
        let freed = try Graphviz.render(SampleGraphs.services, format: .svg).bytes
        let freedSFDP = try Graphviz.render(SampleGraphs.services, format: .svg, layout: .sfdp).bytes

        Graphviz.keepGraphsUntilExit()
        _ = try Graphviz.render(other, format: .svg)
        XCTAssertNil(try Graphviz.render(other, format: .svg, accepting: { _ in false }))
        XCTAssertEqual(try Graphviz.render(SampleGraphs.services, format: .svg).bytes, freed)
        _ = try Graphviz.render(other, format: .png, layout: .sfdp)
        XCTAssertEqual(try Graphviz.render(SampleGraphs.services, format: .svg, layout: .sfdp).bytes, freedSFDP)
        XCTAssertEqual(try Graphviz.render(SampleGraphs.services, format: .svg).bytes, freed)
    }
}
