@testable import DILintCore
import XCTest

/// A helper of `extension DependencyStoring` registers on the storage it is called on, under the `#if`s of
/// that call, whether the call stands alone or sits in the middle of a chain.
final class ZerkHelperConditionTests: XCTestCase {
    private let helpers = """
        import Zerk
        protocol Clock {}
        struct SystemClock: Clock {}
        struct FixedClock: Clock {}
        extension DependencyStoring {
            func registerLive() -> DependencyStoring { singleton(SystemClock() as Clock) }
            func registerMocks() -> DependencyStoring { self.singleton(FixedClock() as Clock) }
        }
        """

    private func registrations(_ app: String) -> [Registration] {
        Linter.run(sources: ["App/Helpers.swift": helpers, "App/App.swift": "import Zerk\n" + app]).graph.registrations
            .sorted { $0.location < $1.location }
    }

    func testAHelperCalledUnderIfInAChainTakesTheCondition() {
        let found = registrations("""
            func boot() {
                Zerk.store
                #if DEBUG
                    .registerMocks()
                #else
                    .registerLive()
                #endif
            }
            """)
        XCTAssertEqual(found.map(\.implementation?.canonical), ["SystemClock", "FixedClock"])
        XCTAssertEqual(found.map(\.conditions.displayText), ["!(DEBUG)", "DEBUG"])
    }

    func testAHelperAfterAnotherHelperInTheChainIsACallOnTheStorage() {
        let found = registrations("""
            func boot() {
                Zerk.store.registerLive()
                #if DEBUG
                    .registerMocks()
                #endif
            }
            """)
        XCTAssertEqual(found.map(\.conditions.displayText), ["", "DEBUG"])
    }

    func testWithoutACallInSightTheHelperCountsAsWritten() {
        XCTAssertEqual(registrations("func boot() {}").map(\.conditions.displayText), ["", ""])
    }

    func testAHelperCalledByAnotherHelperKeepsCountingEverywhere() {
        let found = registrations("""
            extension DependencyStoring {
                func registerAll() -> DependencyStoring { registerLive().registerMocks() }
            }
            func boot() {
                #if DEBUG
                Zerk.store.registerAll().registerMocks()
                #endif
            }
            """)
        // registerMocks() is also called by registerAll(), whose own call sites are not followed.
        XCTAssertEqual(found.map(\.implementation?.canonical), ["SystemClock", "FixedClock"])
        XCTAssertEqual(found.map(\.conditions.displayText), ["", ""])
    }

    func testACallOnSomethingThatIsNotAStorageIsNotAPlace() {
        let found = registrations("""
            final class Launcher { func registerMocks() -> Launcher { self } }
            func boot(launcher: Launcher) {
                #if DEBUG
                launcher.registerMocks()
                #endif
            }
            """)
        XCTAssertEqual(found.map(\.conditions.displayText), ["", ""])
    }

    func testTheSameHelperCalledAlikeTwiceIsOnePlace() {
        let found = registrations("""
            func boot() {
                Zerk.store
                #if DEBUG
                    .registerMocks()
                #endif
                    .registerLive()
                #if DEBUG
                    .registerMocks()
                #endif
            }
            """)
        XCTAssertEqual(found.map(\.conditions.displayText), ["", "DEBUG"])
    }
}
