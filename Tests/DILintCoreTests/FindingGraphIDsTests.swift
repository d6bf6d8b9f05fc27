@testable import DILintCore
import XCTest

/// A finding names exactly the nodes and edges of the sites its rule holds: the loop's steps, the
/// request that fails, the registration that repeats, never what else happens to sit at their places.
final class FindingGraphIDsTests: XCTestCase {
    private func findings(_ app: String) -> [Finding] {
        AnalysisResultBuilder.build(Linter.run(sources: ["App.swift": app]), toolVersion: "test").findings
    }

    private func ids(_ finding: Finding?) -> (nodes: [String], edges: [String]) {
        (finding?.nodes.map(\.rawValue) ?? [], finding?.edges.map(\.rawValue) ?? [])
    }

    func testACycleNamesItsStepsAndNotAMembersRequestOffTheLoop() {
        let found = findings("""
            import Dirk
            final class Clock {}
            final class Auth { init(session: Session, clock: Clock) {} }
            final class Session { init(auth: Auth) {} }
            func bootstrap() {
                try! Dirk.start {
                    Module {
                        Singleton { Clock() }
                        Singleton { try Auth(session: $0.get(), clock: $0.get()) }
                        Singleton { try Session(auth: $0.get()) }
                    }
                }
            }
            """)
        let cycle = ids(found.first { $0.diagnostic.subject == .cycle })
        XCTAssertEqual(cycle.nodes, ["dirk:app:Auth", "dirk:app:Session"])
        XCTAssertEqual(cycle.edges, ["depends:dirk:app:Auth->dirk:app:Session", "depends:dirk:app:Session->dirk:app:Auth"])
    }

    func testAMissingKeyNamesItsRequestAloneAmongTheProvidersOtherRequests() {
        let found = findings("""
            import Dirk
            protocol Printer {}
            final class Clock {}
            final class Checkout { init(clock: Clock, printer: Printer) {} }
            func bootstrap() {
                try! Dirk.start {
                    Module {
                        Singleton { Clock() }
                        Factory { try Checkout(clock: $0.get(), printer: $0.get()) }
                    }
                }
            }
            """)
        let missing = ids(found.first { $0.diagnostic.subject == .unregisteredKey })
        XCTAssertEqual(missing.nodes, ["dirk:app:Printer"])
        XCTAssertEqual(missing.edges, ["depends:dirk:app:Checkout->dirk:app:Printer"])
    }

    func testARepeatedRegistrationNamesItsKeyAndWhatProvidesItThereOnly() {
        let found = findings("""
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            final class FixedClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            func bootstrap() {
                try! Dirk.start {
                    Module {
                        Singleton<Clock> { SystemClock() }
                        Singleton<Clock> { FixedClock() }
                    }
                }
            }
            """)
        let repeated = found.filter { $0.diagnostic.subject == .duplicateRegistration }
        XCTAssertEqual(repeated.count, 1)
        let (nodes, edges) = ids(repeated.first)
        XCTAssertEqual(nodes, ["dirk:app:Clock"])
        XCTAssertEqual(edges.count, 2, "its module's edge to the key and the key's to the type it builds: \(edges)")
        let built = edges.filter { $0.hasPrefix("provides:dirk:app:Clock->") }
        XCTAssertEqual(built.count, 1, "\(edges)")
        XCTAssertTrue(built.allSatisfy { $0.contains(repeated.first!.diagnostic.location.line == 10 ? "FixedClock" : "SystemClock") }, "\(edges)")
    }

    func testAContainerNeverStartedNamesEveryRequestThatFails() {
        let found = findings("""
            import Dirk
            final class Greeter {}
            final class Home { @Inject var greeter: Greeter }
            final class About { @Inject var greeter: Greeter }
            """)
        let never = ids(found.first { $0.diagnostic.rule == MissingBootstrapRule.id })
        XCTAssertEqual(never.nodes, ["dirk:app:Greeter"])
        XCTAssertEqual(never.edges, ["injects:dirk:app:About->dirk:app:Greeter", "injects:dirk:app:Home->dirk:app:Greeter"])
    }
}
