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

    /// Text with nothing to escape is handed over as it is; text with a line or page break of any kind
    /// still breaks the line, and an arrow (whose UTF-8 starts like U+2028's) is drawn as it is.
    func testEveryKindOfLineBreakStillBreaksAndPlainTextIsDrawnAsWritten() throws {
        let labels = ["plain → arrow", "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\r\nb", "a\u{0B}b", "a\u{0C}b"]
        let spec = GraphSpec(name: "G", nodes: labels.enumerated().map { .init(id: "n\($0.offset)", label: $0.element) })
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.texts, ["plain → arrow"] + Array(repeating: ["a", "b"], count: labels.count - 1).flatMap { $0 })
    }

    /// DOT text continues long strings over lines; wherever the breaks fall (after a backslash, inside a
    /// multi-byte character, inside a long word), Graphviz reads back the text as written.
    func testLongTextIsReadBackAsWritten() throws {
        let pieces = ["\\\\", "\"", "日本", String(repeating: "w", count: 300), " ", "\\N", "→"]
        let tooltips = (0..<12).map { offset in
            String(repeating: "x", count: 120 + offset) + (0..<40).map { pieces[($0 + offset) % pieces.count] }.joined()
        }
        let spec = GraphSpec(name: "G", nodes: tooltips.enumerated().map {
            .init(id: "n\($0.offset)", label: "n", attributes: ["tooltip": $0.element])
        })
        let svg = try SVGDocument(try Graphviz.render(spec, format: .svg).bytes)

        XCTAssertEqual(svg.tooltips, tooltips)
    }
}
