@testable import DILintCore
import XCTest

/// Zerk runs `autoStore()` again before each lookup only when it conforms to `AutoStoring`.
final class ZerkAutoStoreConformanceTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        Linter.run(sources: files).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    private func findings(_ app: String) -> [String] {
        findings(["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app])
    }

    func testAnAutoStoreZerkDoesNotConformWithIsAnOrdinaryFunction() {
        XCTAssertEqual(findings("""
            extension Zerk {
                static func autoStore() {
                    store.singleton(LiveChat() as Chat)
                    let chat: Chat = standardStorage.restore()
                    _ = chat
                }
            }
            """), [])
    }

    func testTheConformanceInAnotherExtensionStillMakesItReentrant() {
        XCTAssertEqual(findings([
            "App/Conformance.swift": "import Zerk\nextension Zerk: AutoStoring {}\n",
            "App/App.swift": """
                import Zerk
                protocol Chat {}
                final class LiveChat: Chat {}
                extension Zerk {
                    public static func autoStore() {
                        store.singleton(LiveChat() as Chat)
                        let chat: Chat = standardStorage.restore()
                        _ = chat
                    }
                }
                """,
        ]), ["error dependency-cycle Chat"])
    }

    func testARetroactiveConformanceCounts() {
        XCTAssertEqual(findings("""
            extension Zerk: @retroactive AutoStoring {
                public static func autoStore() {
                    store.singleton(LiveChat() as Chat)
                    let chat: Chat = standardStorage.restore()
                    _ = chat
                }
            }
            """), ["error dependency-cycle Chat"])
    }
}
