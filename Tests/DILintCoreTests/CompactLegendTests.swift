@testable import DILintCore
import GraphvizRender
import XCTest

/// The legend explains the picture without taking it over: only the styles drawn, never wider than the
/// drawing, a small part of its height. Measured on the SVG Graphviz lays out.
final class CompactLegendTests: XCTestCase {
    private let app = """
        import Dirk
        protocol Authenticating {}
        final class AuthService: Authenticating { init(tokens: TokenStore) {} }
        final class TokenStore { init(keychain: Keychain) {} }
        final class Keychain {}
        final class LoginScreen { @Inject var auth: Authenticating; @Inject var analytics: Analytics }
        protocol Analytics {}
        func boot() {
            try! Dirk.start {
                Module {
                    Singleton<Authenticating> { AuthService(tokens: $0.get()) }
                    Factory { TokenStore(keychain: $0.get()) }
                    Factory { Keychain() }
                }
            }
        }
        """

    private var model: DrawModel {
        DrawModelBuilder.build(from: AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": app]), toolVersion: "test"), showModules: false)
    }

    /// The SVG's size in points, from its root element.
    private func size(_ view: GraphView, legend: GraphSpecBuilder.Legend, rankDirection: GraphSpecBuilder.RankDirection = .LR) throws -> (width: Double, height: Double) {
        let builder = GraphSpecBuilder(rankDirection: rankDirection, legend: legend)
        let svg = String(decoding: try DiagramRenderer(builder: builder).render(try view.apply(to: model), as: .svg).bytes, as: UTF8.self)
        func number(_ attribute: String) throws -> Double {
            let start = try XCTUnwrap(svg.range(of: "<svg width=\"")).upperBound
            let tail = svg[start...]
            let value = attribute == "width" ? tail : tail[try XCTUnwrap(tail.range(of: "height=\"")).upperBound...]
            return try XCTUnwrap(Double(value.prefix { $0.isNumber || $0 == "." }))
        }
        return (try number("width"), try number("height"))
    }

    func testTheLegendOfASmallFocusPictureIsNoWiderThanTheGraphAndShort() throws {
        for direction in GraphSpecBuilder.RankDirection.allCases {
            let view = GraphView(focus: "AuthService", depth: GraphView.defaultDepth)
            XCTAssertLessThanOrEqual(try view.apply(to: model).nodes.count, 6, "a small picture")
            let bare = try size(view, legend: .none, rankDirection: direction)
            let compact = try size(view, legend: .compact, rankDirection: direction)
            XCTAssertEqual(compact.width, bare.width, accuracy: 1, "\(direction): the legend does not widen the picture")
            // Set as large as the nodes' names, the key takes four lines left to right (the default), under 30%
            // of this small picture's height; top to bottom the picture is 270 points wide, and the key a column.
            XCTAssertLessThanOrEqual(compact.height - bare.height, (direction == .LR ? 0.3 : 0.35) * compact.height,
                                     "\(direction): the legend is a small part of the height (\(bare) → \(compact))")
            let full = try size(view, legend: .full, rankDirection: direction)
            XCTAssertLessThan(compact.width * compact.height, full.width * full.height, "\(direction): smaller than the box of samples")
        }
    }

    /// Graphviz sizes a table cell with metrics narrower than DejaVu Sans's: each name's cell is made at
    /// least as wide as the name set in that font, so no name runs into the next entry's sample. Measured
    /// on the example app's picture, whose key holds the longest name ("conforms, registered as itself").
    func testNoNameInTheLegendRunsIntoTheNextEntry() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Dirk/ExampleApp")
        let result = AnalysisResultBuilder.build(try Linter.run(LintOptions(paths: ["."], currentDirectory: fixture.path)), toolVersion: "test")
        let model = DrawModelBuilder.build(from: result, showModules: true)
        let svg = String(decoding: try DiagramRenderer(builder: GraphSpecBuilder(legend: .compact)).render(model, as: .svg).bytes, as: UTF8.self)
        // The legend's names: text of the legend's size, each row at one height.
        var rows: [String: [(x: Double, name: String)]] = [:]
        var rest = svg[...]
        while let start = rest.range(of: "<text text-anchor=\"start\" x=\"") {
            let tail = rest[start.upperBound...]
            let x = try XCTUnwrap(Double(tail.prefix { $0 != "\"" }))
            let yStart = try XCTUnwrap(tail.range(of: "y=\"")).upperBound
            let y = String(tail[yStart...].prefix { $0 != "\"" })
            let close = try XCTUnwrap(tail.range(of: ">"))
            let end = try XCTUnwrap(tail.range(of: "</text>"))
            if tail[..<close.lowerBound].contains("font-size=\"\(String(format: "%.2f", CompactLegend.fontSize))\"") {
                rows[y, default: []].append((x, String(tail[close.upperBound..<end.lowerBound])))
            }
            rest = tail[end.upperBound...]
        }
        // The entries' names, not their arrow samples (drawn as text too).
        let entryNames = Set(CompactLegend(model: model).entries.map(\.name))
        XCTAssertTrue(entryNames.contains("conforms, registered as itself"), "\(entryNames)")
        XCTAssertEqual(Set(rows.values.flatMap { $0.map(\.name) }).intersection(entryNames), entryNames, "every name is drawn")
        for row in rows.values {
            let ordered = row.filter { entryNames.contains($0.name) }.sorted { $0.x < $1.x }
            for (entry, next) in zip(ordered, ordered.dropFirst()) {
                // The name, then the next entry's sample (a box or an arrow, 12 points at least).
                XCTAssertGreaterThanOrEqual(next.x - entry.x, CompactLegend.textWidth(entry.name) + 12, "'\(entry.name)' runs into '\(next.name)'")
            }
        }
    }

    func testTheLegendListsOnlyTheStylesDrawn() throws {
        let focus = try GraphView(focus: "Keychain", depth: 1, direction: .dependents).apply(to: model)
        let label = try XCTUnwrap(GraphSpecBuilder().spec(for: focus).htmlLabel)
        XCTAssertTrue(label.contains(">focus<"))
        XCTAssertTrue(label.contains(">builds with<"))
        XCTAssertFalse(label.contains("missing"), "nothing missing is drawn here")
        XCTAssertFalse(label.contains("singleton"), "no singleton is drawn here")
        let whole = try XCTUnwrap(GraphSpecBuilder().spec(for: model).htmlLabel)
        XCTAssertTrue(whole.contains(">missing: crashes<"))
        XCTAssertFalse(whole.contains(">focus<"))
    }

    func testNoLegendLeavesNoLabel() {
        XCTAssertNil(GraphSpecBuilder(legend: .none).spec(for: model).htmlLabel)
    }

    /// The example app's key read at 100% in a PNG (96 dots an inch): each edge style the picture draws has
    /// a sample drawn in the same colour and dash pattern, long enough to show several dashes or dots
    /// (the glyph samples it replaced were about 14 pixels), and the names are as large as the nodes'.
    func testTheEdgeSamplesAreDrawnAsTheEdgesAndLongEnoughToTellApart() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Dirk/ExampleApp")
        let result = AnalysisResultBuilder.build(try Linter.run(LintOptions(paths: ["."], currentDirectory: fixture.path)), toolVersion: "test")
        let model = DrawModelBuilder.build(from: result, showModules: false)
        let svg = String(decoding: try DiagramRenderer(builder: GraphSpecBuilder(legend: .compact)).render(model, as: .svg).bytes, as: UTF8.self)
        func value(_ name: String, in element: Substring) -> String? {
            guard let start = element.range(of: " \(name)=\"") else { return nil }
            return String(element[start.upperBound...].prefix { $0 != "\"" })
        }
        func elements(_ tag: String, in text: Substring) -> [Substring] {
            var found: [Substring] = [], rest = text
            while let start = rest.range(of: "<\(tag) "), let end = rest[start.upperBound...].range(of: ">") {
                found.append(rest[start.lowerBound..<end.upperBound])
                rest = rest[end.upperBound...]
            }
            return found
        }
        struct Stroke: Hashable, CustomStringConvertible {
            var color: String?, dashes: String?
            var description: String { "\(color ?? "none") \(dashes ?? "solid")" }
        }
        // The graph's label, the key, comes before the first cluster.
        let key = svg[..<(try XCTUnwrap(svg.range(of: "<g id=\"clust"))).lowerBound]
        let samples = elements("polyline", in: key)
        var sampleStrokes: Set<Stroke> = []
        for sample in samples {
            let xs = try XCTUnwrap(value("points", in: sample)).split(separator: " ").compactMap { Double($0.split(separator: ",")[0]) }
            let pixels = (try XCTUnwrap(xs.max()) - (try XCTUnwrap(xs.min()))) * 96 / 72
            XCTAssertGreaterThanOrEqual(pixels, 32, "a sample line is long enough to show its pattern: \(sample)")
            sampleStrokes.insert(Stroke(color: value("stroke", in: sample), dashes: value("stroke-dasharray", in: sample)))
        }
        // Each edge's line is the first path of its group.
        let edgeStrokes = Set(svg.components(separatedBy: "class=\"edge\"").dropFirst().compactMap { group in
            elements("path", in: group[...]).first.map { Stroke(color: value("stroke", in: $0), dashes: value("stroke-dasharray", in: $0)) }
        })
        XCTAssertEqual(edgeStrokes.count, 6, "built with, injected, lazy, cycle, conforms and provided-by edges: \(edgeStrokes)")
        XCTAssertTrue(edgeStrokes.isSubset(of: sampleStrokes), "every edge's stroke has its sample: \(edgeStrokes.subtracting(sampleStrokes))")
        let nodeSize = try XCTUnwrap(GraphSpecBuilder().spec(for: model).nodeDefaults["fontsize"].flatMap(Double.init))
        XCTAssertGreaterThanOrEqual(CompactLegend.fontSize, nodeSize, "the key's words are as large as the nodes' names")
        XCTAssertTrue(key.contains("font-size=\"\(String(format: "%.2f", CompactLegend.fontSize))\" fill=\"#495057\">builds with<"), "and drawn at that size")
    }
}
