@testable import DILintCore
import XCTest

/// `@Inject("name") var x: Q` casts the named module's value with `as? Q`: a module known only by a
/// protocol key may hold a value that is a `Q` too, so only a value proved not to be one is an error.
final class NamedModuleCastTests: XCTestCase {
    private func nameFindings(module: String) -> [Severity] {
        Linter.run(sources: ["App.swift": """
            import Shank
            protocol Store {}
            protocol Cache {}
            struct DiskStore: Store {}
            final class Both: Store, Cache {}
            func makeStore() -> Store { Both() }
            let dependencies = Dependencies {
                \(module)
            }
            final class Screen { @Inject("primary") var cache: Cache }
            func start() { dependencies.build() }
            """]).diagnostics.filter { $0.rule == UnregisteredNameRule.id }.map(\.severity)
    }

    func testAValueProvedNotToBeTheDeclaredTypeIsAnError() {
        XCTAssertEqual(nameFindings(module: #"Module("primary") { DiskStore() as Store }"#), [.error])
    }

    func testAValueKnownOnlyByAProtocolIsNoProof() {
        XCTAssertEqual(nameFindings(module: #"Module("primary") { makeStore() }"#), [])
    }
}
