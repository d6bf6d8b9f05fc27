@testable import DILintCore
import XCTest

/// A storage reached through a property is the storage the property evaluates to; one whose value dilint
/// cannot tell may be any storage, so what it registers or restores is never the proof of an error.
final class ZerkStorageValueTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app]).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAComputedPropertyReturningTheStandardStorageIsIt() {
        XCTAssertEqual(findings("""
            enum DI { static var store: DependencyStoring { Zerk.store } }
            func register() { DI.store.singleton(LiveChat() as Chat) }
            final class Screen { @Injected var chat: Chat }
            """), [])
    }

    func testAGetterThatReturnsAndCastsIsStillTheStandardStorage() {
        XCTAssertEqual(findings("""
            enum DI {
                static var resolver: DependencyRestoring { get { return Zerk.standardStorage as! DependencyRestoring } }
            }
            func register() { Zerk.store.singleton(LiveChat() as Chat) }
            func chat() -> Chat { DI.resolver.restore() }
            """), [])
    }

    func testAStoredStorageSetFromAnInitParameterIsNotAProof() {
        let found = findings("""
            final class Assembler {
                private let storage: DependencyStoring
                init(storage: DependencyStoring = Zerk.store) { self.storage = storage }
                func run() { storage.singleton(LiveChat() as Chat) }
            }
            func register() { Assembler().run() }
            final class Screen { @Injected var chat: Chat }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
    }

    func testRequestsThroughAStorageThatCannotBeToldAreNotErrors() {
        let found = findings("""
            final class Feature {
                let storage: DependencyRestoring
                init(storage: DependencyRestoring) { self.storage = storage }
                func chat() -> Chat { storage.restore() }
            }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
    }

    func testANewStorageIsStillACustomStorage() {
        XCTAssertEqual(findings("""
            enum Feature {
                static let storage = Zerk.newStorage()
                static func register() { storage.singleton(LiveChat() as Chat) }
            }
            final class Screen { @Injected var chat: Chat }
            """), ["error unregistered-type Chat"])
    }
}

/// Zerk looks `P?` up as `P`, whether the Optional is written at the request or behind a typealias, at the
/// end of a path or in an enclosing type (`TypeResolver` resolves an alias of sugar to the type it names).
final class ZerkAliasedOptionalTests: XCTestCase {
    func testAnOptionalBehindATypealiasIsUnwrapped() {
        let errors = Linter.run(sources: ["App/App.swift": """
            import Zerk
            protocol Logger {}
            final class ConsoleLogger: Logger {}
            typealias MaybeLogger = Logger?
            enum Feature { typealias Log = Optional<Logger> }
            func register() { Zerk.store.singleton(ConsoleLogger() as Logger) }
            final class Screen {
                @Injected var logger: MaybeLogger
                @Injected var nested: Feature.Log
            }
            extension Feature { final class Inner { @Injected var log: Log } }
            """]).diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(errors, [])
    }
}
