@testable import DILintCore
import XCTest

/// Shank keys by `String(describing:)`, which prints `() -> ()` for `() -> Void` too.
final class ShankVoidKeyTests: XCTestCase {
    func testVoidAndEmptyTupleAreOneKey() {
        let found = Linter.run(sources: ["App/App.swift": """
            import Shank
            typealias LogoutHandler = () -> Void
            final class Screen { @Inject var logout: () -> () }
            let dependencies = Dependencies { Module { { print("out") } as LogoutHandler } }
            func start() { dependencies.build() }
            """]).diagnostics
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.message), [])
    }

    func testVoidIsTheEmptyTuple() {
        XCTAssertEqual(TypeRef.normalizedNamed([.init("Void")]), .tuple([]))
        XCTAssertEqual(TypeRef.normalizedNamed([.init("Swift"), .init("Void")]).canonical, "()")
    }
}
