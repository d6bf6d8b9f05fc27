@testable import DILintCore
import XCTest

/// `@InjectedProperty(\Outer.Inner.value)` is keyed by the nested type its key path starts from.
final class ZerkKeyPathRootTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        Linter.run(sources: files).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    private func findings(_ app: String) -> [String] {
        findings(["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app])
    }

    func testAKeyPathRootedAtANestedTypeIsKeyedByTheNestedType() {
        XCTAssertEqual(findings("""
            enum Feature { final class Config { var size = 1; var title: String? } }
            func register() { Zerk.store.singleton(Feature.Config()) }
            final class Screen {
                @InjectedProperty(\\Feature.Config.size) var size: Int
                @InjectedUnwrappedProperty(\\Feature.Config.title, default: "") var title: String
            }
            """), [])
    }
}
