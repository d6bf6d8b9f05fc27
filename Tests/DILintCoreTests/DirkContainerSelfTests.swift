@testable import DILintCore
import XCTest

/// In an instance member of `extension Dirk`, `self` is the container: `get()` and `self.get()` are requests.
final class DirkContainerSelfTests: XCTestCase {
    private func requests(_ body: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Cart {}
            protocol Pricing {}
            struct Screen { let cart: Cart; let pricing: Pricing }
            \(body)
            """]).graph.requests.map { "\($0.form) \($0.key)" }.sorted()
    }

    func testGetAndSelfGetInAnInstanceMethodAreRequests() {
        XCTAssertEqual(requests("""
            extension Dirk {
                func screen() throws -> Screen {
                    let cart: Cart = try get()
                    return Screen(cart: cart, pricing: try self.get(Pricing.self))
                }
            }
            """), ["get() Cart", "self.get() Pricing"])
    }

    func testInAStaticMemberGetIsTheContainerItself() {
        XCTAssertEqual(requests("""
            extension Dirk {
                static var current: Dirk { try! get() }
                static func shared() throws -> Dirk { try self.get() }
            }
            """), [])
    }

    func testOtherTypesGetIsNotAContainerRequest() {
        XCTAssertEqual(requests("""
            final class Cache {
                func get<T>(_ type: T.Type) -> T? { nil }
                func cart() -> Cart? { get(Cart.self) ?? self.get(Cart.self) }
            }
            """), [])
    }
}
