@testable import DILintCore
import XCTest

/// A module subclass in an app folder whose name ends in `Tests` (`Features/SpeedTests/`) is read as test
/// code, but an app start that names it compiles only against app code: its providers reach the app.
/// A test's own module of the same name as an app's one still does not.
final class DirkModuleInTestsNamedFolderTests: XCTestCase {
    private let app = """
        import Dirk
        protocol Runner {}
        final class LiveRunner: Runner {}
        protocol Store {}
        final class MemoryStore: Store {}
        func boot() { try! Dirk.start { SpeedTestModule() } }
        final class Home { @Inject var runner: Runner; @Inject var store: Store }
        """

    private func findings(_ sources: [String: String]) -> [String] {
        Linter.run(sources: sources).diagnostics.filter { $0.rule == "unregistered-type" }
            .map { "\($0.location.line) \($0.severity) \($0.type ?? "")" }
    }

    func testAnAppStartNamesAModuleInAFolderNamedLikeTests() {
        XCTAssertEqual(findings([
            "App/App.swift": app,
            "App/Features/SpeedTests/SpeedTestModule.swift": """
                import Dirk
                final class SpeedTestModule: Module {
                    init() { super.init { Factory<Runner> { LiveRunner() }; Factory<Store> { MemoryStore() } } }
                }
                """,
        ]), [])
    }

    func testATestsOwnModuleOfTheSameNameDoesNotReachTheApp() {
        XCTAssertEqual(findings([
            "App/App.swift": app + """

                final class SpeedTestModule: Module {
                    init() { super.init { Factory<Runner> { LiveRunner() } } }
                }
                """,
            "Tests/AppTests/SpeedTestModule.swift": """
                import Dirk
                @testable import App
                final class SpeedTestModule: Module {
                    init() { super.init { Factory<Runner> { LiveRunner() }; Factory<Store> { MemoryStore() } } }
                }
                """,
        ]), ["7 error Store"])
    }
}
