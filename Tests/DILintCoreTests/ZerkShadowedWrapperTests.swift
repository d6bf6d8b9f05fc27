@testable import DILintCore
import XCTest

/// An unqualified `@Injected` where the app declares its own `Injected` is the app's wrapper, not Zerk's.
final class ZerkShadowedWrapperTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        Linter.run(sources: files).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    private func findings(_ app: String) -> [String] {
        findings(["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app])
    }

    func testTheAppsOwnInjectedWrapperIsNotZerks() {
        let files = [
            "App/Injected.swift": """
                @propertyWrapper struct Injected<Value> {
                    let make: () -> Value
                    init(default make: @escaping @autoclosure () -> Value) { self.make = make }
                    var wrappedValue: Value { make() }
                }
                """,
            "App/App.swift": """
                import Zerk
                protocol Chat {}
                final class LiveChat: Chat {}
                final class Screen {
                    @Injected(default: LiveChat()) var chat: Chat
                }
                """,
        ]
        XCTAssertEqual(findings(files), [])
    }

    func testAWrapperNestedInAnotherTypeShadowsOnlyThere() {
        XCTAssertEqual(findings("""
            enum Previews {
                @propertyWrapper struct Injected<Value> { var wrappedValue: Value }
            }
            final class Screen { @Injected var chat: Chat }
            """), ["error unregistered-type Chat"])
    }
}
