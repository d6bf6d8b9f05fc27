@testable import DILintCore
import XCTest

/// A registration on a receiver dilint cannot name (a call, a closure's parameter, a subscript) may fill
/// any storage: it leaves the requests it may serve uncertain instead of being dropped.
final class ZerkUnfollowedReceiverTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        Linter.run(sources: files).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    private func findings(_ app: String) -> [String] {
        findings(["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app])
    }

    private func notes(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app]).diagnostics
            .filter { $0.severity == .note }.map(\.message)
    }

    func testARegistrationOnAStorageAFunctionReturnsIsNotDropped() {
        XCTAssertEqual(findings("""
            func container() -> DependencyStoring { Zerk.store }
            func register() { container().singleton(LiveChat() as Chat) }
            final class Screen { @Injected var chat: Chat }
            """), [])
    }

    func testARegistrationOnAClosureParameterIsNotDropped() {
        XCTAssertEqual(findings("""
            func register() { [Zerk.store].forEach { $0.singleton(LiveChat() as Chat) } }
            final class Screen { @Injected var chat: Chat }
            """), [])
        XCTAssertEqual(findings("""
            func register() {
                let fill: (DependencyStoring) -> Void = { storage in storage.singleton(LiveChat() as Chat) }
                fill(Zerk.store)
            }
            final class Screen { @Injected var chat: Chat }
            """), [])
    }

    func testZerkSelfStoreIsTheStandardStorage() {
        XCTAssertEqual(findings("""
            func register() { Zerk.self.store.singleton(LiveChat() as Chat) }
            final class Screen { @Injected var chat: Chat }
            func later() -> Chat { Zerk.self.standardStorage.restore() }
            """), [])
        XCTAssertEqual(notes("""
            func register() { Zerk.self.store.singleton(LiveChat() as Chat) }
            final class Screen { @Injected var chat: Chat }
            """), [])
    }

    func testAStorageThatIsReadAndMissesTheKeyIsStillAnError() {
        XCTAssertEqual(findings("""
            protocol Mail {}
            func register() { Zerk.store.singleton(LiveChat() as Chat) }
            final class Screen { @Injected var mail: Mail }
            """), ["error unregistered-type Mail"])
    }

    func testAWrapperFromAStorageDilintCannotNameIsNotTheStandardOne() {
        XCTAssertEqual(findings("""
            enum Payments {
                static let storage = Zerk.newStorage()
                static var all: [DependencyRestoring] { [storage] }
                static func register() { storage.singleton(LiveChat() as Chat) }
            }
            final class Screen { @Injected(from: Payments.all[0]) var chat: Chat }
            """), [])
    }
}
