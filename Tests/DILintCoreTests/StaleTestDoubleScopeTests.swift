@testable import DILintCore
import XCTest

/// A test registration is a stale double only when it stands in for nothing: not when the test itself asks
/// for its key, and not in a code base with no app code of the framework to stand in for.
final class StaleTestDoubleScopeTests: XCTestCase {
    private let app = """
        import Dirk
        protocol Clock {}
        final class SystemClock: Clock {}
        func boot() { try! Dirk.start { Module { Singleton<Clock> { SystemClock() } } } }
        final class Feed { @Inject var clock: Clock }
        """

    private func stale(_ sources: [String: String]) -> [String] {
        Linter.run(sources: sources).diagnostics.filter { $0.rule == StaleTestDoubleRule.id }
            .map { "\($0.location.file):\($0.location.line)" }
    }

    func testADoubleForAKeyNothingAsksForIsStale() {
        XCTAssertEqual(stale([
            "Sources/App/App.swift": app,
            "Tests/AppTests/FeedTests.swift": """
                import XCTest
                @testable import App
                import Dirk
                protocol LegacySync {}
                final class FakeSync: LegacySync {}
                final class FeedTests: XCTestCase {
                    func testFeed() throws { try Dirk.start { Module { Singleton<LegacySync> { FakeSync() } } } }
                }
                """,
        ]), ["Tests/AppTests/FeedTests.swift:7"])
    }

    func testARegistrationTheTestItselfRequestsIsAFixture() {
        XCTAssertEqual(stale([
            "Sources/App/App.swift": app,
            "Tests/AppTests/HostTests.swift": """
                import XCTest
                import Dirk
                final class HostTests: XCTestCase {
                    func testSingleton() throws { try Dirk.start { Module { Singleton { Object() } } } }
                    private class Object {}
                    private struct Host { @Inject var value: Object }
                }
                """,
        ]), [])
    }

    func testALibrarysOwnTestsHaveNothingToStandInFor() {
        XCTAssertEqual(stale([
            "Tests/KitTests/KitTests.swift": """
                import XCTest
                import Dirk
                protocol Clock {}
                final class FixedClock: Clock {}
                final class KitTests: XCTestCase {
                    func testStart() throws { try Dirk.start { Module { Singleton<Clock> { FixedClock() } } } }
                }
                """,
        ]), [])
    }
}
