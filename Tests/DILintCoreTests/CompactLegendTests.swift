import DILintCore
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
            // Left to right (the default) the key is two lines under 15% of the height; top to bottom this
            // picture is 270 points wide, so the same key takes four lines.
            XCTAssertLessThanOrEqual(compact.height - bare.height, (direction == .LR ? 0.15 : 0.2) * compact.height,
                                     "\(direction): the legend is a small part of the height (\(bare) → \(compact))")
            let full = try size(view, legend: .full, rankDirection: direction)
            XCTAssertLessThan(compact.width * compact.height, full.width * full.height, "\(direction): smaller than the box of samples")
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
}
