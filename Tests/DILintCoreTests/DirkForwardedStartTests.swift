@testable import DILintCore
import XCTest

/// `Dirk.start(modules)` in the project's own bootstrap function, forwarding its builder parameter, is a
/// start dilint cannot read the modules of: no finding may say Dirk is never started.
final class DirkForwardedStartTests: XCTestCase {
    func testAStartForwardingItsBuilderIsAStart() {
        let report = Linter.run(sources: ["App/main.swift": """
            import Dirk
            protocol Logger {}
            final class PrintLogger: Logger {}
            enum DIKit {
                static func bootstrap(@ArrayBuilder<Module> _ modules: () -> [Module]) throws {
                    try Dirk.start(modules)
                }
            }
            try DIKit.bootstrap { Module { Singleton<Logger> { PrintLogger() } } }
            final class Home { @Inject var logger: Logger }
            """])
        XCTAssertEqual(report.diagnostics.filter { $0.severity != .note }.map(\.rule), [])
    }
}
