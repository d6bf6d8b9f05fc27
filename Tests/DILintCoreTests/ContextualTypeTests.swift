import DILintCore
import XCTest

/// The type a resolver call returns, read from where it stands: an assignment, a cast.
final class ContextualTypeTests: XCTestCase {
    func testDirkInjectAssignedToAStoredPropertyTakesThePropertysType() {
        let report = Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Clock {}
            protocol Network {}
            final class Screen {
                let clock: Clock
                var network: Network
                init() {
                    self.clock = try! inject()
                    network = try! inject()
                }
            }
            func boot() { try! Dirk.start { Module { } } }
            """])
        XCTAssertEqual(report.graph.requests.map(\.key), ["Clock", "Network"])
        XCTAssertFalse(report.diagnostics.contains { $0.rule == "unanalyzable" })
    }

    func testDirkInjectCastWithAsTakesTheCastType() {
        let report = Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Clock {}
            func tick() { let clock = try! inject() as Clock; _ = clock }
            func boot() { try! Dirk.start { Module { } } }
            """])
        XCTAssertEqual(report.graph.requests.map(\.key), ["Clock"])
    }

    func testShankContainerAssignedToAPropertyIsBuiltThroughIt() {
        let report = Linter.run(sources: ["App/App.swift": """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class AppDelegate {
                var dependencies: Dependencies
                init() {
                    self.dependencies = Dependencies { Module { SystemClock() as Clock } }
                    dependencies.build()
                }
            }
            final class Screen { @Inject var clock: Clock }
            """])
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Clock"])
        XCTAssertFalse(report.diagnostics.contains { $0.severity == .error || $0.severity == .warning },
                       report.diagnostics.map(\.message).joined(separator: "\n"))
    }
}
