@testable import DILintCore
import XCTest

/// Modules handed to the project's own functions as arguments are followed through the parameters those
/// functions return; a module literal that no start reaches registers nothing, when dilint has read every way
/// a start could reach it.
final class ModuleParameterTests: XCTestCase {
    private func lint(_ app: String) -> LintReport {
        Linter.run(sources: ["Provide.swift": HelperForwardTests.provide, "App.swift": app])
    }

    func testModulesPassedThroughParametersAreRegisteredAndTheRestIsProved() {
        let report = lint("""
            import Dirk
            func logged(_ module: Module, tag: String = "") -> Module {
                let kept = module
                return kept
            }
            func pair(_ first: Module, then second: Module) -> [Module] { [first, logged(second)] }
            func boot() throws {
                try Dirk.start {
                    pair(single(HTTPClient.self) { URLSessionClient() }, then: Module { Singleton<Analytics> { ConsoleAnalytics() } })
                }
            }
            final class Screen { @Inject var rules: Rules; @Inject var analytics: Analytics; @Inject var client: HTTPClient }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key).sorted(), ["Analytics", "HTTPClient"])
        XCTAssertTrue(report.graph.unreadProviders.isEmpty)
        // Everything that could register was read: the missing key is a proof, not a doubt.
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.type ?? "")" },
                       ["\(UnregisteredTypeRule.id) Rules"])
    }

    func testAParameterNoArgumentFillsIsUnread() {
        let report = lint("""
            import Dirk
            func fallback(_ module: Module = Module { }) -> Module { module }
            func boot() throws { try Dirk.start { fallback() } }
            final class Screen { @Inject var rules: Rules }
            """)
        XCTAssertEqual(report.graph.unreadProviders.map(\.location.line), [2])
        XCTAssertEqual(report.diagnostics.filter { $0.severity != .note }.map(\.rule), [])
    }

    func testAModuleLiteralNoStartReachesRegistersNothing() {
        let report = lint("""
            import Dirk
            func analyticsModule() -> Module { Module { Singleton<Analytics> { ConsoleAnalytics() } } }
            func boot() throws { try Dirk.start { Module { Singleton<HTTPClient> { URLSessionClient() } } } }
            final class Screen { @Inject var analytics: Analytics; @Inject var client: HTTPClient }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key), ["HTTPClient"])
        XCTAssertEqual(report.graph.inactiveRegistrations.map(\.key), ["Analytics"])
        let errors = report.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [
            "'analyticsModule' is never passed to Dirk.start or register, so the request it would serve crashes at run time ('Analytics')",
        ])
    }

    func testWithAnUnreadPlaceInItsContainerSuchALiteralMayBeRegistered() {
        let report = lint("""
            import Dirk
            func analyticsModule() -> Module { Module { Singleton<Analytics> { ConsoleAnalytics() } } }
            func boot() throws { try Dirk.start { Module { Singleton<HTTPClient> { URLSessionClient() } }; PaymentsSDK.module } }
            final class Screen { @Inject var analytics: Analytics; @Inject var client: HTTPClient }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key).sorted(), ["Analytics", "HTTPClient"])
        XCTAssertEqual(report.diagnostics.filter { $0.severity != .note }.map(\.rule), [])
    }

    func testAStartElementThatIsItsFunctionsParameterSaysWhose() {
        let report = lint("""
            import Dirk
            func startApp(with modules: [Module]) throws { try Dirk.start { modules } }
            func boot() throws { try startApp(with: [Module { Singleton<Analytics> { ConsoleAnalytics() } }]) }
            final class Screen { @Inject var analytics: Analytics; @Inject var rules: Rules }
            """)
        let unread = report.diagnostics.filter { $0.rule == UnanalyzableRule.id }.map(\.message)
        XCTAssertEqual(unread.count, 1)
        XCTAssertTrue(unread[0].hasPrefix("`modules` is a parameter of `startApp(with:)`; dilint does not follow what its callers pass"), unread[0])
        // The literal the caller passes still counts; the missing key is a doubt, not an error.
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Analytics"])
        XCTAssertEqual(report.diagnostics.filter { $0.rule == PossiblyUnregisteredRule.id }.map(\.type), ["Rules"])
    }

    /// Each level passes its parameter to four calls of the next: 4^8 places, cut at the step limit and unread.
    func testParametersPassedDownManyLevelsStopAtTheStepLimit() {
        let levels = 8
        let chain = (0..<levels).map { level in
            "func level\(level)(_ module: Module) -> [Module] { var modules = level\(level + 1)(module)"
                + String(repeating: "; modules += level\(level + 1)(module)", count: 3) + "; return modules }"
        }.joined(separator: "\n")
        let report = lint("""
            import Dirk
            \(chain)
            func level\(levels)(_ module: Module) -> [Module] { [module] }
            func boot() throws { try Dirk.start { level0(Module { Singleton<Analytics> { ConsoleAnalytics() } }) } }
            """)
        XCTAssertEqual(Set(report.graph.registrations.map(\.key)), ["Analytics"])
        XCTAssertFalse(report.graph.unreadProviders.isEmpty)
    }

    func testAModuleEvaluationReachesTwiceIsOneModule() {
        let report = lint("""
            import Dirk
            func boot(debug: Bool) throws {
                try Dirk.start {
                    let base = [logged(Module { Singleton<Analytics> { ConsoleAnalytics() } })]
                    if debug { return base }
                    return base
                }
            }
            func logged(_ module: Module) -> Module { module }
            final class Screen { @Inject var analytics: Analytics }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Analytics"])
        XCTAssertEqual(report.diagnostics.map(\.rule), [])
    }
}
