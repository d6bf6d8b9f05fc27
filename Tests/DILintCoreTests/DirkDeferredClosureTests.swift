@testable import DILintCore
import XCTest

/// A request in a closure an initializer keeps to run later (a handler, `DispatchQueue.main.async`) runs
/// after the owner is built: a cycle through it is a deferred one, not a proved stack overflow. A closure
/// run where it stands (`{ … }()`, `forEach`) still runs during construction.
final class DirkDeferredClosureTests: XCTestCase {
    private func findings(_ initBody: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Foundation
            import Dirk
            final class Player {
                var queue: Queue?
                var onEnd: (() -> Void)?
                init() {
                    \(initBody)
                }
            }
            final class Queue { let player: Player; init(player: Player) { self.player = player } }
            func boot() {
                try! Dirk.start { Module { Singleton { Player() }; Singleton { try Queue(player: $0.get()) } } }
            }
            final class Screen { @Inject var queue: Queue }
            """]).diagnostics.filter { $0.rule == "dependency-cycle" }.map { "\($0.severity)" }
    }

    func testAStoredHandlerRunsLater() {
        XCTAssertEqual(findings("onEnd = { self.queue = try! inject(Queue.self) }"), ["warning"])
    }

    func testAnAsyncBlockRunsLater() {
        XCTAssertEqual(findings("DispatchQueue.main.async { self.queue = try! inject(Queue.self) }"), ["warning"])
    }

    func testAnImmediatelyRunClosureRunsDuringConstruction() {
        XCTAssertEqual(findings("queue = { try! inject(Queue.self) }()"), ["error"])
    }

    func testAForEachRunsDuringConstruction() {
        XCTAssertEqual(findings("[1].forEach { _ in self.queue = try! inject(Queue.self) }"), ["error"])
    }
}
