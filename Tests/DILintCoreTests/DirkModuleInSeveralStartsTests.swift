@testable import DILintCore
import XCTest

/// A module subclass named by the `#if DEBUG` start and by the `#else` start registers in both
/// configurations: its providers carry only the conditions every place that names it has.
final class DirkModuleInSeveralStartsTests: XCTestCase {
    private func findings(debugStart: String, releaseStart: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Client {}
            final class LiveClient: Client {}
            final class NetworkModule: Module {
                init() { super.init { Singleton<Client> { LiveClient() } } }
            }
            func boot() {
                #if DEBUG
                try! Dirk.start { \(debugStart) }
                #else
                try! Dirk.start { \(releaseStart) }
                #endif
            }
            #if !DEBUG
            final class ReleaseOnly { @Inject var client: Client }
            #endif
            """]).diagnostics.filter { $0.rule == "unregistered-type" }.map { "\($0.location.line) \($0.severity)" }
    }

    func testAModuleInBothBranchesRegistersInEither() {
        XCTAssertEqual(findings(debugStart: "NetworkModule()", releaseStart: "NetworkModule()"), [])
    }

    func testAModuleOnlyInTheDebugStartIsMissingInRelease() {
        XCTAssertEqual(findings(debugStart: "NetworkModule()", releaseStart: "Module { }"), ["15 error"])
    }
}
