@testable import DILintCore
import XCTest

/// A `component()` call inside a closure runs when the closure does, not while the component is built.
final class ShankComponentClosureTests: XCTestCase {
    private func rules(_ body: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            final class Store { init(worker: Worker) {} }
            final class Worker { init(makeStore: @escaping () -> Store) {} }
            protocol FeedModuleType {}
            struct FeedModule: FeedModuleType {
            \(body)
                func component() -> Store { Store(worker: component()) }
            }
            final class Screen { @Inject var feed: FeedModuleType }
            enum Boot { static func run() { Dependencies { Module { FeedModule() as FeedModuleType } }.build() } }
            """]).diagnostics.filter { $0.severity == .error }.map(\.rule)
    }

    func testACallInAClosureIsNoCycle() {
        XCTAssertEqual(rules("    func component() -> Worker { Worker(makeStore: { () -> Store in self.component() }) }"), [])
    }

    func testACallInPlaceStillIs() {
        XCTAssertEqual(rules("""
                func component() -> Worker { let store: Store = component(); return Worker(makeStore: { store }) }
            """), ["dependency-cycle"])
    }
}
