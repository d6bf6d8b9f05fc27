import GraphvizRender
import XCTest

/// Labels are plain text: whatever Graphviz would read as an escape or entity must be drawn as written.
final class LabelEscapingTests: XCTestCase {
    private let awkward = #"Say "hi" to C:\Net\N <Protocol> & Sendable"#
    private let unicode = "Ünïcødé ✓ 日本"

    func testQuotesBackslashesMarkupAndUnicodeRenderLiterallyInEveryKindOfLabel() throws {
        let spec = GraphSpec(
            name: "G",
            graphAttributes: ["label": "graph \(awkward)"],
            nodes: [.init(id: "a", label: "node \(awkward)"), .init(id: "b", label: unicode)],
            edges: [.init(from: "a", to: "b", attributes: ["label": "edge \(awkward)"])],
            clusters: [.init(id: "c", label: "cluster \(awkward)", nodeIDs: ["b"])]
        )
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        for expected in ["graph \(awkward)", "node \(awkward)", "edge \(awkward)", "cluster \(awkward)", unicode] {
            XCTAssert(svg.texts.contains(expected), "\(expected) not in \(svg.texts)")
        }
    }

    func testNewlineInLabelBreaksTheLine() throws {
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "first line\nsecond \\n line\r\nthird")])
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.texts, ["first line", #"second \n line"#, "third"])
    }

    func testEntityLikeTextRendersLiterally() throws {
        let text = "AT&amp;T &#65; &lt;x&gt; a&b; & done"
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: text, attributes: ["tooltip": text])])
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        // Graphviz's SVG writer passes entity-like text through unescaped, so the renderer breaks the
        // pattern with an invisible WORD JOINER; the text reads the same.
        let withoutJoiners = { (text: String) in text.replacingOccurrences(of: "\u{2060}", with: "") }
        XCTAssertEqual(svg.texts.map(withoutJoiners), [text])
        XCTAssertEqual(svg.tooltips.map(withoutJoiners), [text])
    }

    func testTooltipRendersLiterally() throws {
        let tooltip = "\(awkward)\nsecond line \\G \\\\"
        let spec = GraphSpec(name: "G", nodes: [.init(id: "a", label: "A", attributes: ["tooltip": tooltip, "URL": "https://example.com/?a=1&b=2"])])
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.tooltips, [tooltip])
    }

    func testNodeIDIsNeverShownInPlaceOfTheLabel() throws {
        // `\N` in a Graphviz label means "the node's name"; here it is text.
        let spec = GraphSpec(name: "G", nodes: [.init(id: "secret-id", label: #"\N \G \L"#)])
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.texts, [#"\N \G \L"#])
    }
}
