import DILintCore
import XCTest

/// Zerk boxes each argument as `Any`; a builder's `as!` to another scalar type crashes, a typealias of one too.
final class ArgumentLiteralCastTests: XCTestCase {
    private func mismatches(readAs type: String, passing literal: String) -> [String] {
        let source = """
            import Foundation
            import Zerk
            protocol Poller {}
            final class TimerPoller: Poller { init(interval: \(type)) {} }
            func register() {
                Zerk.store.singleton { _, arguments in TimerPoller(interval: arguments.interval) as Poller }
            }
            func poll() {
                let poller: Poller = Zerk.standardStorage.restore(with: .arguments(interval: \(literal)))
                _ = poller
            }
            """
        return Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.rule == ArgumentMismatchRule.id }.map(\.message)
    }

    /// The run-time check: `restore(with: .arguments(interval: 30))` into a `TimeInterval` crashes in the real Zerk.
    func testAnIntegerLiteralReadAsTimeIntervalFailsTheCast() {
        XCTAssertEqual(mismatches(readAs: "TimeInterval", passing: "30").count, 1)
    }

    func testADecimalLiteralReadAsTimeIntervalCasts() {
        XCTAssertEqual(mismatches(readAs: "TimeInterval", passing: "30.0"), [])
    }
}
