@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// Backticks only let a name be a keyword: `` `Roaster` `` is the type 'Roaster', under the same key, for
/// every framework.
final class BacktickedNamesTests: XCTestCase {
    func testABacktickedTypeIsTheTypeItNames() {
        let tree = Parser.parse(source: "let x: `Default`<`Roaster`>")
        let binding = tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!
        XCTAssertEqual(TypeRef(syntax: binding.typeAnnotation!.type).canonical, "Default<Roaster>")
    }

    func testZerkRegistrationsWrittenWithBackticksAnswerPlainRequests() {
        let result = Linter.run(sources: ["App/App.swift": """
            import Zerk
            protocol Roaster {}
            final class DarkRoaster: Roaster {}
            final class `Default`: Roaster {}
            func setUp() {
                Zerk.store.singleton(`DarkRoaster`() as `Roaster`)
                Zerk.store.singleton(`Default`())
            }
            final class Cafe {
                @Injected var roaster: Roaster
                @Injected var fallback: Default
            }
            """])
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line) \($0.rule)" }, [])
    }

    func testDirkRequestsWrittenWithBackticksFindPlainRegistrations() {
        let result = Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Roaster {}
            final class DarkRoaster: Roaster {}
            func boot() { try! Dirk.start { Module { Singleton<Roaster> { DarkRoaster() } } } }
            func roaster() throws -> `Roaster` { try inject() }
            func another() throws -> Roaster { try inject(`Roaster`.self) }
            """])
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line) \($0.rule)" }, [])
    }
}
