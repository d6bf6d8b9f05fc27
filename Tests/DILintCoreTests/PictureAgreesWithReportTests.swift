import DILintCore
import GraphvizRender
import XCTest

/// The picture marks exactly what the report says, because both read the one analysis result: each test
/// here is a case where a picture that worked the graph out for itself once disagreed with the report.
final class PictureAgreesWithReportTests: XCTestCase {
    private func result(_ source: String, policy: LintPolicy = LintPolicy()) -> AnalysisResult {
        AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": source], policy: policy), toolVersion: "test")
    }

    private func model(_ result: AnalysisResult) -> DrawModel { DrawModelBuilder.build(from: result, showModules: false) }

    private func attributes(of id: String, in model: DrawModel) throws -> [String: String] {
        try XCTUnwrap(GraphSpecBuilder().spec(for: model).nodes.first { $0.id == id }, "\(id) is not drawn").attributes
    }

    private let red = "#c92a2a", amber = "#e67700"

    private let screen = """
        import Dirk
        protocol Analytics {}
        final class Screen {
            @Inject var analytics: Analytics // dilint:disable-line unregistered-type -- the host app registers it
        }
        func boot() { try! Dirk.start { Module { Factory { Screen() } } } }
        """

    func testASuppressedFindingIsNotDrawnRed() throws {
        let result = result(screen)
        XCTAssertEqual(result.findings.count, 0, "the report shows nothing")
        XCTAssertEqual(result.suppressed, 1)
        let model = model(result)
        let analytics = try XCTUnwrap(model.node("dirk:Analytics"))
        XCTAssertNotEqual(analytics.kind, .missing)
        XCTAssertNil(analytics.trouble)
        XCTAssertNotEqual(try attributes(of: "dirk:Analytics", in: model)["color"], red)
    }

    func testAnExternalTypeIsNotDrawnAsMissing() throws {
        let unsuppressed = screen.replacingOccurrences(of: " // dilint:disable-line unregistered-type -- the host app registers it", with: "")
        // Without the configuration the same code is a crash, and drawn as one.
        XCTAssertEqual(model(result(unsuppressed)).node("dirk:Analytics")?.kind, .missing)
        let result = result(unsuppressed, policy: LintPolicy(externalTypes: ["Analytics"]))
        XCTAssertTrue(result.findings.isEmpty)
        let analytics = try XCTUnwrap(model(result).node("dirk:Analytics"))
        XCTAssertEqual(analytics.kind, .service)
        XCTAssertNil(analytics.trouble)
    }

    func testARegistrationOnlyUnderIfIsDrawnAsTheWarningTheReportGives() throws {
        let source = """
            import Dirk
            protocol DebugMenu {}
            final class ShakeDebugMenu: DebugMenu {}
            final class ErrorHandler { @Inject var menu: DebugMenu }
            func boot() {
                try! Dirk.start {
                    Module {
                        #if DEBUG
                        Singleton<DebugMenu> { ShakeDebugMenu() }
                        #endif
                    }
                }
            }
            """
        let result = result(source)
        XCTAssertEqual(result.findings.map(\.diagnostic.severity), [.warning])
        XCTAssertEqual(result.findings.first?.nodes.map(\.rawValue), ["dirk:app:DebugMenu"])
        let model = model(result)
        XCTAssertEqual(model.node("dirk:DebugMenu")?.trouble, .warning)
        let attributes = try attributes(of: "dirk:DebugMenu", in: model)
        XCTAssertEqual(attributes["color"], amber, "a warning, not an error")
        XCTAssertTrue(GraphSpecBuilder(legend: .full).spec(for: model).nodes.contains { $0.label == "finding: warning" }, "the legend says so")
        XCTAssertTrue(GraphSpecBuilder().spec(for: model).htmlLabel?.contains("finding: warning") == true, "the compact one too")
    }

    func testALazyCycleIsDrawnAsAWarningNotAsAnError() throws {
        let source = """
            import Dirk
            final class Coordinator { @Inject var screens: ScreenFactory }
            final class ScreenFactory { init(coordinator: Coordinator) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Singleton { Coordinator() }
                        Factory { ScreenFactory(coordinator: $0.get()) }
                    }
                }
            }
            """
        let result = result(source)
        XCTAssertEqual(result.findings.map(\.diagnostic.rule), [DependencyCycleRule.id])
        XCTAssertEqual(result.findings.first?.diagnostic.severity, .warning)
        XCTAssertEqual(result.findings.first?.edges.count, 2, "both steps of the loop")
        let model = model(result)
        let cycle = model.edges.filter(\.onCycle)
        XCTAssertEqual(cycle.count, 2)
        XCTAssertEqual(Set(cycle.map(\.trouble)), [.warning])
        let spec = GraphSpecBuilder(legend: .full).spec(for: model)
        XCTAssertFalse(GraphSpecBuilder().spec(for: model).htmlLabel?.contains(red) ?? true, "nor in the compact legend")
        let drawn = spec.edges.filter { !$0.from.hasPrefix("legend:") && $0.attributes["penwidth"] == "2.4" }
        XCTAssertEqual(drawn.count, 2)
        XCTAssertTrue(drawn.allSatisfy { $0.attributes["color"] == amber })
        XCTAssertFalse(spec.edges.contains { $0.attributes["color"] == red }, "no red anywhere, the legend included")
    }

    func testASuppressedCycleIsNotDrawn() throws {
        let source = """
            import Dirk
            final class A { init(b: B) {} }
            final class B { init(a: A) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { A(b: $0.get()) }
                        Factory { B(a: $0.get()) } // dilint:disable-line dependency-cycle -- broken at run time by a flag
                    }
                }
            }
            """
        let result = result(source)
        XCTAssertTrue(result.findings.isEmpty)
        XCTAssertFalse(model(result).edges.contains(where: \.onCycle))
        XCTAssertFalse(model(result).nodes.contains(where: \.onCycle))
    }

    func testAZerkCustomStorageIsItsOwnContainerInThePicture() throws {
        let source = """
            import Zerk
            protocol Player {}
            protocol Playlist {}
            final class AudioPlayer: Player {}
            final class LocalPlaylist: Playlist {}
            enum Media {
                static let storage = Zerk.newStorage()
                static func register() {
                    storage.singleton(AudioPlayer() as Player)
                    Zerk.store.singleton(LocalPlaylist() as Playlist)
                }
            }
            final class NowPlaying {
                @Injected(from: Media.storage) var player: Player
                @Injected(from: Media.storage) var playlist: Playlist
                @Injected var standardPlayer: Player
            }
            """
        let result = result(source)
        XCTAssertEqual(Set(result.findings.flatMap(\.nodes).map(\.rawValue)), ["zerk:app[storage]:Playlist", "zerk:app:Player"])
        let model = model(result)
        XCTAssertEqual(model.node("zerk[storage]:Player")?.kind, .service, "registered in the storage it is read from")
        XCTAssertEqual(model.node("zerk[storage]:Playlist")?.kind, .missing, "registered only in the standard storage")
        XCTAssertEqual(model.node("zerk:Player")?.kind, .missing, "registered only in the custom storage")
        XCTAssertEqual(model.node("zerk:Playlist")?.kind, .service)
        XCTAssertEqual(model.nodes.filter { $0.kind == .missing }.count, result.summary.missingSites)
    }

    func testAMissingKeyIsDrawnOnlyWithTheFindingsSeverity() throws {
        let source = screen.replacingOccurrences(of: " // dilint:disable-line unregistered-type -- the host app registers it", with: "")
        var policy = LintPolicy()
        policy.ruleSettings[UnregisteredTypeRule.id] = .severity(.warning)
        let model = model(result(source, policy: policy))
        XCTAssertEqual(model.node("dirk:Analytics")?.kind, .missing)
        XCTAssertEqual(model.node("dirk:Analytics")?.trouble, .warning)
        XCTAssertEqual(try attributes(of: "dirk:Analytics", in: model)["color"], amber)
    }
}

/// A key whose value a shared instance or a function hands out is drawn with what provides it, not as a
/// protocol nobody implements.
final class ProviderNodeTests: XCTestCase {
    func testSharedInstancesAndFunctionsAreDrawnAsWhatProvidesTheKey() {
        let report = Linter.run(sources: ["App/App.swift": """
            import Zerk
            protocol Tracking {}
            final class Tracker: Tracking { static let shared: Tracking = Tracker() }
            protocol Client {}
            final class LiveClient: Client {}
            func makeClient() -> Client { LiveClient() }
            func register() {
                Zerk.store
                    .singleton(Tracker.shared)
                    .singleton(makeClient())
            }
            final class Screen { @Injected var tracking: Tracking; @Injected var client: Client }
            """])
        let result = AnalysisResultBuilder.build(report, toolVersion: "test")
        let keys = Set(result.nodes.map(\.key))
        XCTAssertTrue(keys.isSuperset(of: ["Tracker.shared", "makeClient()"]), "\(keys)")
        let provides = result.edges.filter { $0.kind == .provides }.map { "\($0.from) -> \($0.to)" }
        XCTAssertTrue(provides.contains("zerk:app:Tracking -> zerk:app:Tracker.shared"), "\(provides)")
        XCTAssertTrue(provides.contains("zerk:app:Client -> zerk:app:makeClient()"), "\(provides)")
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }
}
