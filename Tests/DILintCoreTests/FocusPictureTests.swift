import DILintCore
import GraphvizRender
import XCTest

/// A focused picture says what it is about: the focus stands out, and it draws a neighbourhood, not the app.
final class FocusPictureTests: XCTestCase {
    // A chain long enough that the default depth stops before its ends.
    private let app = """
        import Dirk
        protocol Authenticating {}
        final class AuthService: Authenticating { init(tokens: TokenStore) {} }
        final class TokenStore { init(keychain: Keychain) {} }
        final class Keychain { init(crypto: Crypto) {} }
        final class Crypto {}
        final class LoginScreen { @Inject var auth: Authenticating }
        final class RootScreen { @Inject var login: LoginFlow }
        final class LoginFlow { init(screen: LoginScreenFactory) {} }
        final class LoginScreenFactory {}
        func boot() {
            try! Dirk.start {
                Module {
                    Singleton<Authenticating> { AuthService(tokens: $0.get()) }
                    Factory { TokenStore(keychain: $0.get()) }
                    Factory { Keychain(crypto: $0.get()) }
                    Factory { Crypto() }
                }
            }
        }
        """

    private var model: DrawModel {
        DrawModelBuilder.build(from: AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": app]), toolVersion: "test"), showModules: false)
    }

    private func svg(_ view: GraphView) throws -> String {
        let output = try DiagramRenderer(builder: GraphSpecBuilder(legend: .none)).render(try view.apply(to: model), as: .svg)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// A focus with a finding on it shows both: the focus frame, and the finding's colour in its name.
    func testTheFocusFrameWinsAndTheFindingKeepsItsColourInTheName() throws {
        let report = Linter.run(sources: ["App/App.swift": """
            import Dirk
            final class Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() { try! Dirk.start { Module { Factory { Clock() }; Factory { Clock() } } } }
            """])
        let model = DrawModelBuilder.build(from: AnalysisResultBuilder.build(report, toolVersion: "test"), showModules: false)
        XCTAssertEqual(model.nodes.first { $0.label == "Clock" }?.trouble, .warning, "a duplicate registration")
        let focused = try GraphView(focus: "Clock", depth: 1).apply(to: model)
        let svg = String(decoding: try DiagramRenderer(builder: GraphSpecBuilder(legend: .none)).render(focused, as: .svg).bytes, as: UTF8.self)
        let node = try XCTUnwrap(svg.components(separatedBy: "<title>dirk:Clock</title>").dropFirst().first?.components(separatedBy: "</g>").first)
        XCTAssertTrue(node.contains("stroke=\"#1864ab\""), "the focus frame: \(node)")
        XCTAssertTrue(node.contains("fill=\"#e67700\""), "the warning's colour in the name: \(node)")
    }

    func testAKeyAndItsImplementationDrawTheSameNodesButHighlightWhatWasAskedFor() throws {
        let key = try GraphView(focus: "Authenticating", depth: GraphView.defaultDepth).apply(to: model)
        let implementation = try GraphView(focus: "AuthService", depth: GraphView.defaultDepth).apply(to: model)
        XCTAssertEqual(Set(key.nodes.map(\.id)), Set(implementation.nodes.map(\.id)), "one neighbourhood")
        XCTAssertEqual(key.nodes.filter(\.focused).map(\.label), ["Authenticating"])
        XCTAssertEqual(implementation.nodes.filter(\.focused).map(\.label), ["AuthService"])

        let keySVG = try svg(GraphView(focus: "Authenticating", depth: GraphView.defaultDepth))
        let implementationSVG = try svg(GraphView(focus: "AuthService", depth: GraphView.defaultDepth))
        XCTAssertNotEqual(keySVG, implementationSVG, "the highlight tells the two pictures apart")
        XCTAssertTrue(keySVG.contains("xlink:title=\"focus: service"), "the focus's tooltip says so")
        XCTAssertEqual(keySVG.components(separatedBy: "stroke-width=\"3.5\"").count - 1, 1, "exactly one node is highlighted")
    }

    func testTheDefaultDepthStopsTwoStepsAway() throws {
        let view = try GraphView(focus: "Authenticating", depth: GraphView.defaultDepth, direction: .dependencies).apply(to: model)
        // Authenticating = AuthService (one thing), TokenStore (1), Keychain (2); Crypto is three away.
        XCTAssertEqual(Set(view.nodes.map(\.label)), ["Authenticating", "AuthService", "TokenStore", "Keychain"])
        let all = try GraphView(focus: "Authenticating", depth: nil, direction: .dependencies).apply(to: model)
        XCTAssertTrue(all.nodes.contains { $0.label == "Crypto" }, "unlimited when asked")
    }

    func testDirectionsInAndOut() throws {
        let dependencies = try GraphView(focus: "AuthService", depth: 1, direction: .dependencies).apply(to: model)
        XCTAssertEqual(Set(dependencies.nodes.map(\.label)), ["Authenticating", "AuthService", "TokenStore"])
        let dependents = try GraphView(focus: "AuthService", depth: 1, direction: .dependents).apply(to: model)
        XCTAssertEqual(Set(dependents.nodes.map(\.label)), ["Authenticating", "AuthService", "LoginScreen"])
        XCTAssertEqual(GraphView.Direction(name: "in"), .dependencies)
        XCTAssertEqual(GraphView.Direction(name: "down"), .dependencies, "the older name still works")
        XCTAssertEqual(GraphView.Direction(name: "out"), .dependents)
        XCTAssertEqual(GraphView.Direction(name: "up"), .dependents)
    }
}
