@testable import DILintCore
import XCTest

/// A helper with a storage parameter registers into the storages its call sites pass.
final class ZerkStorageParameterTests: XCTestCase {
    private let helper = """
        import Zerk
        protocol Network {}
        final class LiveNetwork: Network {}
        func registerNetworking(into storage: DependencyStoring) {
            storage.singleton(LiveNetwork() as Network)
        }
        enum Chat { static let storage = Zerk.newStorage() }
        """

    private func errors(_ app: String) -> [String] {
        Linter.run(sources: ["App/Helper.swift": helper, "App/App.swift": "import Zerk\n" + app]).diagnostics
            .filter { $0.severity == .error }
            .map { "\($0.rule) \($0.message)" }
    }

    func testCalledWithBothStoragesItFillsBoth() {
        XCTAssertEqual(errors("""
            func setUp() {
                registerNetworking(into: Zerk.store)
                registerNetworking(into: Chat.storage)
            }
            final class ChatScreen { @Injected(from: Chat.storage) var network: Network }
            final class HomeScreen { @Injected var network: Network }
            """), [])
    }

    func testCalledOnlyWithACustomStorageTheStandardOneStaysEmpty() {
        XCTAssertEqual(errors("""
            func setUp() { registerNetworking(into: Chat.storage) }
            final class HomeScreen { @Injected var network: Network }
            """), ["unregistered-type 'Network' is not registered with Zerk; @Injected here crashes at run time"])
    }

    func testAHelperPassingItsParameterOnPassesWhatItsCallersPass() {
        XCTAssertEqual(errors("""
            func registerAll(into storage: DependencyStoring) { registerNetworking(into: storage) }
            func setUp() { registerAll(into: Chat.storage) }
            final class ChatScreen { @Injected(from: Chat.storage) var network: Network }
            final class HomeScreen { @Injected var network: Network }
            """), ["unregistered-type 'Network' is not registered with Zerk; @Injected here crashes at run time"])
    }

    func testCalledWithAValueDilintCannotTellItProvesNothing() {
        XCTAssertEqual(errors("""
            final class Feature {
                let storage: DependencyStoring
                init(storage: DependencyStoring) { self.storage = storage }
                func setUp() { registerNetworking(into: storage) }
            }
            final class HomeScreen { @Injected var network: Network }
            """), [])
    }
}
