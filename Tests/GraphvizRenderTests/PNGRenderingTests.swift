import GraphvizRender
import XCTest

final class PNGRenderingTests: XCTestCase {
    func testPNGHasSignatureAndPositiveDimensions() throws {
        let bytes = try Graphviz.render(SampleGraphs.services, format: .png).bytes
        let header = try XCTUnwrap(PNGHeader(bytes), "not a PNG: \(bytes.prefix(16))")

        XCTAssertGreaterThan(header.width, 0)
        XCTAssertGreaterThan(header.height, 0)
    }

    func testSizeAndDPIBoundPNGDimensions() throws {
        var spec = SampleGraphs.chain(30)
        let natural = try XCTUnwrap(PNGHeader(try Graphviz.render(spec, format: .png).bytes))

        spec.graphAttributes["size"] = "2,1"
        spec.graphAttributes["dpi"] = "72"
        let bounded = try XCTUnwrap(PNGHeader(try Graphviz.render(spec, format: .png).bytes))

        XCTAssertGreaterThan(natural.width, 2 * 72, "the chain must be wider than the bound for the test to mean anything")
        XCTAssertLessThanOrEqual(bounded.width, 2 * 72 + 1)  // +1: Graphviz rounds to whole pixels
        XCTAssertLessThanOrEqual(bounded.height, 1 * 72 + 1)
    }

    func testDrawingTooLargeForCairoIsScaledWithAWarningAndNothingOnStderr() throws {
        let spec = GraphSpec(name: "Wide", nodes: [.init(id: "a", label: String(repeating: "very wide ", count: 4_000))])

        let (result, stderr) = try capturingStandardError { try Graphviz.render(spec, format: .png) }
        let output = try result.get()
        let header = try XCTUnwrap(PNGHeader(output.bytes))

        XCTAssertEqual(stderr, "")
        XCTAssertLessThan(header.width, 32_767)
        XCTAssertGreaterThan(header.width, 30_000, "scaled to the limit, not below it")
        XCTAssert(output.warnings.contains { $0.contains("scaled down") }, "\(output.warnings)")
    }
}
