@testable import DILintCore
import XCTest

/// A module a start names whose providers dilint did not read (a package's subclass, `Module(makeProviders)`,
/// `Module(verbose:)`) may register what a request asks for: an unread place, never an empty module. A subclass's
/// `self.init { … }` in a convenience initializer, and `Module.init { … }`, are read as their providers.
final class DirkUnreadModuleBodyTests: XCTestCase {
    private func findings(_ code: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Logger {}
            final class ConsoleLogger: Logger {}
            final class Screen { @Inject var logger: Logger }
            \(code)
            """]).diagnostics.map { "\($0.severity) \($0.rule)" }
    }

    func testASubclassFromAPackageIsUnread() {
        let found = findings("""
            import AnalyticsKit
            func boot() { try! Dirk.start { AnalyticsKitModule() } }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
        XCTAssertTrue(found.contains("note possibly-unregistered"), "\(found)")
    }

    func testAModuleBuiltByABuilderFunctionIsUnread() {
        let found = findings("""
            @ArrayBuilder<Provider> func coreProviders() -> [Provider] { Factory<Logger> { ConsoleLogger() } }
            func boot() { try! Dirk.start { Module(coreProviders) } }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
        XCTAssertTrue(found.contains("note possibly-unregistered"), "\(found)")
    }

    func testAModuleExtensionInitializerIsUnread() {
        let found = findings("""
            extension Module {
                convenience init(verbose: Bool) { self.init { Factory<Logger> { ConsoleLogger() } } }
            }
            func boot() { try! Dirk.start { Module(verbose: true) } }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
    }

    func testModuleInitWithAClosureIsALiteral() {
        XCTAssertEqual(findings("""
            func boot() { try! Dirk.start { Module.init { Factory<Logger> { ConsoleLogger() } } } }
            """), [])
    }

    func testASubclassConvenienceInitIsRead() {
        XCTAssertEqual(findings("""
            final class LoggingModule: Module {
                override init(@ArrayBuilder<Provider> _ builder: () -> [Provider]) { super.init(builder) }
                convenience init() { self.init { Factory<Logger> { ConsoleLogger() } } }
            }
            func boot() { try! Dirk.start { LoggingModule() } }
            """), [])
    }

    func testASubclassWithoutAnInitializerHasItsSuperclasssProviders() {
        XCTAssertEqual(findings("""
            class BaseModule: Module { init() { super.init { Factory<Logger> { ConsoleLogger() } } } }
            final class AppModule: BaseModule {}
            func boot() { try! Dirk.start { AppModule() } }
            """), [])
    }

    func testASubclassWithAnUnreadInitializerOfItsOwnIsUnread() {
        let found = findings("""
            class BaseModule: Module { init() { super.init { Factory<Logger> { ConsoleLogger() } } } }
            final class AppModule: BaseModule { override init() { super.init() } }
            func boot() { try! Dirk.start { AppModule() } }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
    }

    func testASubclassWithAReadBodyStillProvesAMissingKey() {
        XCTAssertEqual(findings("""
            protocol Clock {}
            final class ClockModule: Module { init() { super.init { Factory { 1 } } } }
            func boot() { try! Dirk.start { ClockModule() } }
            """), ["error unregistered-type"])
    }
}
