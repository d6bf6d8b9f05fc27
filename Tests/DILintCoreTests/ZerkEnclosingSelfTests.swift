@testable import DILintCore
import XCTest

/// `Zerk.store.singleton(Self())` in a static method stores the type the method is called on: the enclosing
/// type when nothing can subclass it, otherwise a type only the caller knows (not read).
final class ZerkEnclosingSelfTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol Clock {}\n" + app]).diagnostics
            .filter { $0.severity != .note || $0.rule == "possibly-unregistered" }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testSelfInAFinalTypeIsThatType() {
        XCTAssertEqual(findings("""
            final class Database {
                init() {}
                static func register() { Zerk.store.singleton(Self()) }
            }
            struct Settings { static func register() { Zerk.store.transient(Self.init()) } }
            final class Repo {
                init(db: Database) {}
                static func register() { Zerk.store.scoped(Self.init(db:)) }
            }
            final class SystemClock: Clock { static func register() { Zerk.store.singleton(Self() as Clock) } }
            final class Cache { static let shared = Cache(); static func register() { Zerk.store.singleton(Self.shared) } }
            final class Screen {
                @Injected var db: Database; @Injected var settings: Settings; @Injected var repo: Repo
                @Injected var clock: Clock; @Injected var cache: Cache
            }
            """), [])
    }

    func testSelfInASubclassedClassIsNotRead() {
        XCTAssertEqual(findings("""
            class Store {
                required init() {}
                static func register() { Zerk.store.singleton(Self()) }
            }
            final class DiskStore: Store {}
            final class Screen { @Injected var store: DiskStore }
            """), ["note possibly-unregistered DiskStore"])
    }

    func testSelfStillFindsAMissingDependency() {
        XCTAssertEqual(findings("""
            final class Repo {
                init(clock: Clock) {}
                static func register() { Zerk.store.scoped(Self.init(clock:)) }
            }
            final class Screen { @Injected var repo: Repo }
            """), ["error unregistered-type Clock"])
    }

    func testSelfInAProtocolExtensionIsTheConformingType() {
        XCTAssertEqual(findings("""
            protocol Service { init() }
            extension Service { static func register() { Zerk.store.singleton(Self()) } }
            final class LiveService: Service { init() {} }
            func boot() { LiveService.register() }
            final class Screen { @Injected var service: LiveService }
            """), ["note possibly-unregistered LiveService"])
    }
}
