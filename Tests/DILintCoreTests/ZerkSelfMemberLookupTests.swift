@testable import DILintCore
import XCTest

/// `Self.Dependency` in a type names the enclosing type's member `Dependency`, as Swift looks it up.
final class ZerkSelfMemberLookupTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol API {}\nfinal class LiveAPI: API {}\nfinal class Store {}\n" + app]).diagnostics
            .filter { $0.severity != .note || $0.rule == "possibly-unregistered" }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAMemberTypealiasThroughSelfIsTheEnclosingTypesMember() {
        XCTAssertEqual(findings("""
            struct FeedView {
                typealias Dependency = API
                @Injected var api: Self.Dependency
                func reload() { let again: Self.Dependency = Zerk.standardStorage.restore(); _ = again }
            }
            func register() { Zerk.store.singleton(LiveAPI() as API) }
            """), [])
    }

    func testAMissingMemberThroughSelfIsStillAnError() {
        XCTAssertEqual(findings("""
            struct FeedView {
                typealias Storage = Store
                @Injected var store: Self.Storage
            }
            func register() { Zerk.store.singleton(LiveAPI() as API) }
            """), ["error unregistered-type Store"])
    }
}
