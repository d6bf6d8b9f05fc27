@testable import DILintCore
import XCTest

/// `.singleton(B.init)`: an initializer that takes parameters is a typed builder, one that takes nothing is
/// a `() -> B` the autoclosure overload stores as the value, keyed '() -> B'.
final class ZerkInitializerReferenceTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app]).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAnInitializerWithoutParametersIsStoredAsAFunction() {
        XCTAssertEqual(findings("""
            final class Clock { init() {} }
            func register() { Zerk.store.singleton(Clock.init) }
            final class Screen { @Injected var clock: Clock }
            """), ["error closure-key () -> Clock", "error unregistered-type Clock"])
    }

    func testAnInitializerWithParametersBuildsTheType() {
        XCTAssertEqual(findings("""
            final class Room { init(chat: Chat) {} }
            func register() { Zerk.store.singleton(LiveChat() as Chat).transient(Room.init) }
            final class Screen { @Injected var room: Room }
            """), [])
    }
}
