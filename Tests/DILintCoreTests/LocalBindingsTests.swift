@testable import DILintCore
import XCTest

/// A provider returning a local reads the nearest declaration before it; what cannot be read stays unread.
final class LocalBindingsTests: XCTestCase {
    private func keys(_ body: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol HTTPClient {}
            final class LiveClient: HTTPClient {}
            final class StubClient: HTTPClient {}
            \(body)
            """]).graph.registrations.map(\.key)
    }

    func testAnInitializedLocalGivesItsType() {
        XCTAssertEqual(keys("""
            func boot() {
                let client = LiveClient()
                try! Dirk.start { Module { Singleton { client } } }
            }
            """), ["LiveClient"])
    }

    func testAnAnnotationWinsOverTheInitializer() {
        XCTAssertEqual(keys("""
            func boot() {
                let client: HTTPClient = LiveClient()
                try! Dirk.start { Module { Singleton { client } } }
            }
            """), ["HTTPClient"])
    }

    func testTheNearestDeclarationShadowsOuterOnes() {
        XCTAssertEqual(keys("""
            let client = StubClient()
            func boot() {
                let client = LiveClient()
                try! Dirk.start { Module { Singleton { client } } }
            }
            """), ["LiveClient"])
    }

    func testADeclarationAfterTheReadDoesNotCount() {
        XCTAssertEqual(keys("""
            func boot() {
                try! Dirk.start { Module { Singleton { client } } }
                let client = LiveClient()
            }
            """), [])
    }

    func testAnUntypedClosureParameterShadowsAndStaysUnread() {
        XCTAssertEqual(keys("""
            func boot() {
                let client = LiveClient()
                [StubClient()].forEach { client in try! Dirk.start { Module { Singleton { client } } } }
            }
            """), [])
    }

    func testAFunctionParameterGivesItsType() {
        XCTAssertEqual(keys("""
            func boot(client: HTTPClient) {
                try! Dirk.start { Module { Singleton { client } } }
            }
            """), ["HTTPClient"])
    }
}
