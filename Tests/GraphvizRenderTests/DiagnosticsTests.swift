import GraphvizRender
import XCTest

/// Graphviz's complaints reach the caller as errors or warnings, never as raw stderr output.
final class DiagnosticsTests: XCTestCase {
    func testUnknownLayoutThrowsOneLineGraphvizErrorAndWritesNothingToStderr() throws {
        let spec = GraphSpec(name: "G", graphAttributes: ["layout": "no-such-engine"], nodes: [.init(id: "a", label: "A")])

        let (result, stderr) = try capturingStandardError { try Graphviz.render(spec, format: .svg) }

        XCTAssertEqual(stderr, "")
        XCTAssertThrowsError(try result.get()) { error in
            guard let error = error as? GraphvizError else { return XCTFail("unexpected \(error)") }
            XCTAssert(error.message.contains(#"Layout type: "no-such-engine" not recognized"#), error.message)
            XCTAssertFalse(error.description.contains("\n"), error.description)
        }
    }

    func testUnknownShapeAndColorAreCapturedAsWarnings() throws {
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "A", attributes: ["shape": "blob", "color": "notacolor"])])

        let (result, stderr) = try capturingStandardError { try Graphviz.render(spec, format: .svg) }
        let warnings = try result.get().warnings

        XCTAssertEqual(stderr, "")
        XCTAssertEqual(warnings, ["using box for unknown shape blob", "notacolor is not a known color."])
    }

    func testMessagesOfAFailedRenderDoNotLeakIntoTheNext() throws {
        let failing = GraphSpec(name: "G", graphAttributes: ["layout": "no-such-engine"], nodes: [.init(id: "a", label: "A", attributes: ["shape": "blob"])])
        XCTAssertThrowsError(try Graphviz.render(failing, format: .png))

        XCTAssertEqual(try Graphviz.render(SampleGraphs.services, format: .png).warnings, [])
    }

    func testEdgeToUndeclaredNodeWarnsAndDrawsTheNodeWithItsID() throws {
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "A")], edges: [.init(from: "a", to: #"ghost\N"#)])

        let output = try Graphviz.render(spec, format: .svg)

        XCTAssertEqual(output.warnings, [#"edge 'a' -> 'ghost\N' refers to undeclared node 'ghost\N'"#])
        XCTAssertEqual(try SVGDocument(output.bytes).texts, ["A", #"ghost\N"#])
    }
}
