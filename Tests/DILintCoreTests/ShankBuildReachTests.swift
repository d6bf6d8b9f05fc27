@testable import DILintCore
import XCTest

/// `missing-bootstrap` is an error only when no `build()` of the app can be on a Shank container.
final class ShankBuildReachTests: XCTestCase {
    private let header = """
        import Shank
        protocol Logger {}
        struct PrintLogger: Logger {}
        final class Screen { @Inject var logger: Logger }

        """

    private func errors(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        Linter.run(sources: ["App/App.swift": header + code]).diagnostics.filter { $0.severity == .error }.map(\.rule)
    }

    func testAContainerAFactoryReturnsIsBuiltByItsCaller() {
        XCTAssertEqual(errors("""
            enum Boot {
                static func makeDependencies() -> Dependencies { Dependencies { Module { PrintLogger() as Logger } } }
                static func run() { makeDependencies().build() }
            }
            """), [])
    }

    func testTheCallersBuildIsTiedToTheContainerTheFactoryReturns() {
        let report = Linter.run(sources: ["App/App.swift": header + """
            enum Boot {
                static func makeDependencies() -> Dependencies {
                    return Dependencies { Module { PrintLogger() as Logger } }
                }
                static let unused = Dependencies { Module { PrintLogger() as Logger } }
                static func run() { Boot.makeDependencies().build() }
            }
            """])
        XCTAssertEqual(report.diagnostics.map(\.rule), [MissingBootstrapRule.id])
        XCTAssertEqual(report.diagnostics.first?.severity, .warning)
    }

    func testAnOptionalContainerIsBuiltThroughItsChain() {
        XCTAssertEqual(errors("""
            enum Boot {
                static var dependencies: Dependencies?
                static func run() {
                    dependencies = Dependencies { Module { PrintLogger() as Logger } }
                    dependencies?.build()
                }
            }
            """), [])
        XCTAssertEqual(errors("""
            enum Boot {
                static var dependencies: Dependencies?
                static func run() {
                    dependencies = Dependencies { Module { PrintLogger() as Logger } }
                    dependencies!.build()
                }
            }
            """), [])
    }

    func testAContainerPassedAsAParameterIsBuiltThere() {
        XCTAssertEqual(errors("""
            func configure(_ dependencies: Dependencies) { dependencies.build() }
            enum Boot { static func run() { configure(Dependencies { Module { PrintLogger() as Logger } }) } }
            """), [])
    }

    func testAContainerInAFieldOfAnotherValueIsBuiltThroughIt() {
        XCTAssertEqual(errors("""
            struct Environment { let dependencies: Dependencies }
            enum Boot { static func run() {
                let env = Environment(dependencies: Dependencies { Module { PrintLogger() as Logger } })
                env.dependencies.build()
            } }
            """), [])
    }

    func testAnUntiedBuildIsNamedInANote() {
        let report = Linter.run(sources: ["App/App.swift": header + """
            func configure(_ dependencies: Dependencies) { dependencies.build() }
            enum Boot { static func run() { configure(Dependencies { Module { PrintLogger() as Logger } }) } }
            """])
        XCTAssertTrue(report.diagnostics.contains { $0.rule == UnanalyzableRule.id && $0.message.contains("build()") }, "\(report.diagnostics)")
    }

    func testABuildProvedToBeAnotherTypesLeavesTheContainerUnbuilt() {
        XCTAssertEqual(errors("""
            struct RequestBuilder { func build() -> String { "" } }
            final class Client { let builder = RequestBuilder(); func send() { _ = builder.build() } }
            func makeBuilder() -> RequestBuilder { RequestBuilder() }
            func configure(_ builder: RequestBuilder) { _ = builder.build(); _ = makeBuilder().build() }
            enum Boot { static let dependencies = Dependencies { Module { PrintLogger() as Logger } } }
            """), [MissingBootstrapRule.id])
    }

    func testTheBuildFixIsNotOfferedWhereTheContainerIsAResult() {
        let report = Linter.run(sources: ["App/App.swift": header + """
            enum Boot {
                static func makeDependencies() -> Dependencies {
                    Dependencies { Module { PrintLogger() as Logger } }
                }
            }
            """])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.rule), [MissingBootstrapRule.id])
        XCTAssertEqual(report.diagnostics.flatMap(\.fixes), [])
    }

    func testTheBuildFixIsOfferedForAContainerStatement() {
        let report = Linter.run(sources: ["App/App.swift": header + """
            func start() {
                Dependencies { Module { PrintLogger() as Logger } }
            }
            """])
        XCTAssertEqual(report.diagnostics.flatMap(\.fixes).count, 1)
    }
}
