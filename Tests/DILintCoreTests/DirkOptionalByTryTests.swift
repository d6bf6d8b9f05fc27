@testable import DILintCore
import XCTest

/// `Singleton { try? Database(path: p) }` builds a `Database?`: Dirk keys the provider
/// `Optional<Database>`, which is what a `Database?` request asks for, and not `Database`.
final class DirkOptionalByTryTests: XCTestCase {
    private func findings(provider: String, request: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            final class Database { init(path: String) throws {} }
            func boot() { try! Dirk.start { Module { \(provider) } } }
            final class Screen { @Inject var database: \(request) }
            """]).diagnostics.filter { $0.rule == "unregistered-type" }.map { "\($0.severity) \($0.type ?? "")" }
    }

    func testATryQuestionBuilderProvidesTheOptional() {
        XCTAssertEqual(findings(provider: "Singleton { try? Database(path: \"db\") }", request: "Database?"), [])
    }

    func testItDoesNotProvideTheWrappedType() {
        XCTAssertEqual(findings(provider: "Singleton { try? Database(path: \"db\") }", request: "Database"), ["error Database"])
    }

    func testADeclaredResultTypeStillDecides() {
        XCTAssertEqual(findings(provider: "Singleton { () -> Database? in try? Database(path: \"db\") }", request: "Database?"), [])
    }
}
