@testable import DILintCore
import XCTest

/// Module literals handed to a function the analysed code does not declare (a company package's
/// `CompanyKit.bootstrap { Module { … } }`) may be started there: an unread place, not "never started".
/// The same call to a function the project declares is followed as before.
final class DirkHandedOverModulesTests: XCTestCase {
    private func findings(_ extra: String = "", call: String) -> [String] {
        Linter.run(sources: ["App/main.swift": """
            import Dirk
            import CompanyKit
            protocol Logger {}
            final class PrintLogger: Logger {}
            \(extra)
            try \(call) { Module { Singleton<Logger> { PrintLogger() } } }
            final class Home { @Inject var logger: Logger }
            """]).diagnostics.map { "\($0.location.line) \($0.severity) \($0.rule)" }
    }

    func testModulesHandedToAPackagesFunctionMayBeStartedThere() {
        XCTAssertEqual(findings(call: "CompanyKit.bootstrap"), ["6 note unanalyzable"])
    }

    func testModulesHandedToAFreeFunctionOutOfSight() {
        XCTAssertEqual(findings(call: "bootstrapDependencies"), ["6 note unanalyzable"])
    }

    func testModulesOfModuleMembersHandedToAPackagesFunction() {
        let report = Linter.run(sources: ["App/main.swift": """
            import Dirk
            import CompanyKit
            protocol Clock {}
            final class SystemClock: Clock {}
            extension Module { static var clock: Module { Module { Factory<Clock> { SystemClock() } } } }
            try CompanyKit.bootstrap(modules: [Module.clock])
            final class Home { @Inject var clock: Clock }
            """])
        XCTAssertEqual(report.diagnostics.map { "\($0.location.line) \($0.severity) \($0.rule)" }, ["6 note unanalyzable"])
    }

    func testAFunctionOfTheProjectThatNeverStartsDirk() {
        XCTAssertEqual(findings("func collect(_ body: () -> [Module]) {}", call: "collect"), ["7 error missing-bootstrap"])
    }

    func testAValuesMethodIsNoStart() {
        XCTAssertEqual(findings("var modules: [Module] = []", call: "modules.append")
            .filter { $0.hasSuffix("missing-bootstrap") }, ["7 error missing-bootstrap"])
    }
}
