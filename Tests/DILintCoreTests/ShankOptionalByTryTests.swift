@testable import DILintCore
import XCTest

/// `Module { try? Database(path: p) }` builds a `Database?`: Shank keys it 'Optional<Database>', what a
/// `Database?` request asks for, and not 'Database' (the key is read where every framework reads it).
final class ShankOptionalByTryTests: XCTestCase {
    private func findings(request: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            final class Database { init(path: String) throws {} }
            let dependencies = Dependencies { Module { try? Database(path: "db") } }
            func boot() { dependencies.build() }
            final class Screen { @Inject var database: \(request) }
            """]).diagnostics.filter { $0.rule == "unregistered-type" }.map { "\($0.severity) \($0.type ?? "")" }
    }

    func testATryQuestionModuleProvidesTheOptional() {
        XCTAssertEqual(findings(request: "Database?"), [])
    }

    func testItDoesNotProvideTheWrappedType() {
        XCTAssertEqual(findings(request: "Database"), ["error Database"])
    }
}
