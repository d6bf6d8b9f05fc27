@testable import DILintCore
import XCTest

/// Registrations on different alternatives of one `if`/`else` or `switch` never both run: they do not
/// replace each other. Two in one block still run in source order.
final class ZerkRunOrderTests: XCTestCase {
    private func duplicates(_ body: String) -> [String] {
        let app = """
            import Zerk
            protocol Auth {}
            final class LiveAuth: Auth {}
            final class MockAuth: Auth {}
            enum Flavor { case live, mock, demo }
            func register(mock: Bool, flavor: Flavor) {
            \(body)
            }
            """
        return Linter.run(sources: ["App/App.swift": app]).diagnostics
            .filter { $0.rule == "duplicate-registration" }
            .map(\.message)
    }

    func testIfAndElseDoNotReplaceEachOther() {
        XCTAssertEqual(duplicates("""
            if mock {
                Zerk.store.singleton(MockAuth() as Auth)
            } else {
                Zerk.store.singleton(LiveAuth() as Auth)
            }
            """), [])
    }

    func testSwitchCasesDoNotReplaceEachOther() {
        XCTAssertEqual(duplicates("""
            switch flavor {
            case .live: Zerk.store.singleton(LiveAuth() as Auth)
            case .mock: Zerk.store.singleton(MockAuth() as Auth)
            case .demo:
                if mock { Zerk.store.singleton(MockAuth() as Auth) } else { Zerk.store.singleton(LiveAuth() as Auth) }
            }
            """), [])
    }

    func testOneBlockStillRunsInOrder() {
        let found = duplicates("""
            if mock {
                Zerk.store.singleton(LiveAuth() as Auth)
                Zerk.store.singleton(MockAuth() as Auth)
            }
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("replaces") ?? false, "\(found)")
    }

    func testABranchAndWhatFollowsItAreNotSaidToRunInOrder() {
        let found = duplicates("""
            if mock {
                Zerk.store.singleton(MockAuth() as Auth)
                return
            }
            Zerk.store.singleton(LiveAuth() as Auth)
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertFalse(found.first?.contains("replaces") ?? true, "\(found)")
    }
}
