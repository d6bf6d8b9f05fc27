import DILintCore
import XCTest

/// A lazy property wrapper that an initializer of its owner reads resolves while the owner is built,
/// so a cycle through it is certain (error), not conditional (warning).
final class InitializerReadsTests: XCTestCase {
    private func cycleSeverities(_ source: String) -> [Severity] {
        Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.rule == "dependency-cycle" }.map(\.severity)
    }

    private let dirkApp = """
        import Dirk
        final class User { init(session: Session) {} }
        func boot() { try! Dirk.start { Module { Singleton { Session() }; Factory { dirk in User(session: try dirk.get()) } } } }

        """

    func testDirkInjectReadInInitMakesTheCycleAnError() {
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init() { _ = user } }"), [.error])
    }

    func testDirkInjectReadThroughSelfInInitMakesTheCycleAnError() {
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init() { _ = self.user } }"), [.error])
    }

    func testDirkInjectOnlyReadLaterStaysAWarning() {
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init() {}; func go() { _ = user } }"),
                       [.warning])
    }

    /// A provider may build the owner with an initializer that skips the read, or take a path that does.
    func testDirkInjectReadOnSomePathsOrBySomeInitializersStaysAWarning() {
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init(warm: Bool = true) { if warm { _ = user } } }"),
                       [.warning])
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init() { _ = user }; init(cold: Int) {} }"),
                       [.warning])
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init() { _ = user }; init(again: Int) { _ = self.user } }"),
                       [.error])
    }

    func testAnInitializerParameterOfTheSameNameIsNotAReadOfTheProperty() {
        XCTAssertEqual(cycleSeverities(dirkApp + "final class Session { @Inject var user: User; init(user: Int = 0) { _ = user } }"),
                       [.warning])
    }

    /// A handler stored in the initializer runs later (the run-time check: the app runs clean).
    func testAReadInAClosureTheInitializerStoresStaysAWarning() {
        XCTAssertEqual(cycleSeverities(dirkApp + """
            final class Session {
                @Inject var user: User
                var onExpire: (() -> Void)?
                init() { onExpire = { [unowned self] in _ = self.user } }
            }
            """), [.warning])
    }

    func testAMethodOnlyAClosureOfTheInitializerCallsStaysAWarning() {
        XCTAssertEqual(cycleSeverities(dirkApp + """
            final class Session {
                @Inject var user: User
                var later: (() -> Void)?
                init() { later = { self.observe() } }
                func observe() { _ = user }
            }
            """), [.warning])
    }
}
