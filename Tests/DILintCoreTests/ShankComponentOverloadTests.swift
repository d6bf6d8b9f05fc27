@testable import DILintCore
import XCTest

/// `component()` overloads that share labels and return type but differ in their parameter types
/// (`component(for id: Int)`, `component(for user: User)`): the arguments pick one, so a call from one
/// to the other is no proved recursion.
final class ShankComponentOverloadTests: XCTestCase {
    private func findings(_ module: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            struct User { let id: Int }
            final class ProfileWorker { init(id: Int) {} }
            protocol ProfileModuleType {}
            \(module)
            final class AppDelegate {
                let dependencies = Dependencies { Module { ProfileModule() as ProfileModuleType } }
                init() { dependencies.build() }
            }
            final class Screen { @Inject var module: ProfileModuleType }
            """]).diagnostics
    }

    func testOverloadsByParameterTypeCallingEachOtherAreNoCycle() {
        let found = findings("""
            struct ProfileModule: ProfileModuleType {
                func component(for id: Int) -> ProfileWorker { ProfileWorker(id: id) }
                func component(for user: User) -> ProfileWorker { component(for: user.id) }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity != .note }.map(\.rule), [])
        XCTAssertEqual(found.filter { $0.rule == "unanalyzable" }.count, 1)
    }

    func testAnOverloadCallingAnotherReturnTypeIsStillAnEdge() {
        let found = findings("""
            final class Feed { init(store: Store) {} }
            final class Store { init(feed: Feed) {} }
            struct ProfileModule: ProfileModuleType {
                func component(for id: Int) -> Feed { Feed(store: component(for: id)) }
                func component(for id: Int) -> Store { Store(feed: component(for: id)) }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), ["dependency-cycle"])
    }
}
