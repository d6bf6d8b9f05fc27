@testable import DILintCore
import XCTest

/// A copy's builder may take `for` loops (`buildArray`): their modules are read, or left uncertain.
final class ShankBuilderLoopTests: XCTestCase {
    private func diagnostics(_ builder: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            protocol Store {}
            struct MemoryStore: Store {}
            final class Repo { @Inject("cache") var cache: Store; @Inject var store: Store }
            let names = ["cache"]
            let dependencies = Dependencies {
            \(builder)
            }
            func start() { dependencies.build() }
            """]).diagnostics
    }

    func testALoopOverStringLiteralsAddsOneModulePerString() {
        let found = diagnostics("""
            for name in ["cache", "Store"] {
                Module(name) { MemoryStore() as Store }
            }
            """)
        XCTAssertEqual(found.map(\.rule), [])
    }

    func testAnotherLoopLeavesItsKeysUncertain() {
        let found = diagnostics("""
            Module("cache") { MemoryStore() as Store }
            for _ in names {
                Module { MemoryStore() as Store }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertTrue(found.contains { $0.rule == UnanalyzableRule.id && $0.message.contains("`for`") }, "\(found.map(\.message))")
    }
}
