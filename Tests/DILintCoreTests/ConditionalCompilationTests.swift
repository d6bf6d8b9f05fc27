@testable import DILintCore
import XCTest

/// `#if` conditions are compared as formulas over build settings, not as text.
final class ConditionalCompilationTests: XCTestCase {
    private func findings(_ providers: String, requests: String, starts: String? = nil) -> [String] {
        let boot = starts ?? "func boot() { try! Dirk.start { Module {\n\(providers)\n} } }"
        return Linter.run(sources: ["App/App.swift": """
            import Dirk
            final class Logger {}
            \(boot)
            final class Screen {
            \(requests)
            }
            """]).diagnostics.map { "\($0.rule) \($0.severity.rawValue): \($0.message)" }
    }

    func testSeparateBlocksWithOppositeConditionsAreNeitherDuplicatesNorGaps() {
        XCTAssertEqual(findings("""
            #if DEBUG
            Factory { Logger() }
            #endif
            #if !DEBUG
            Factory { Logger() }
            #endif
            """, requests: "@Inject var logger: Logger"), [])
    }

    func testARequestUnderAStricterConditionIsServed() {
        let provider = "#if DEBUG\nFactory { Logger() }\n#endif"
        XCTAssertEqual(findings(provider, requests: "#if DEBUG && os(iOS)\n@Inject var logger: Logger\n#endif"), [])
        XCTAssertEqual(findings(provider, requests: "#if !DEBUG\n#else\n@Inject var logger: Logger\n#endif"), [])
        let either = "#if DEBUG || TESTING\nFactory { Logger() }\n#endif"
        XCTAssertEqual(findings(either, requests: "#if DEBUG\n@Inject var logger: Logger\n#endif"), [])
    }

    func testARequestOutsideEveryProvidingConfigurationIsStillAWarning() {
        let found = findings("#if os(iOS)\nFactory { Logger() }\n#elseif os(macOS)\nFactory { Logger() }\n#endif",
                             requests: "@Inject var logger: Logger")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasPrefix("unregistered-type warning: 'Logger' is registered only when os(iOS) or !(os(iOS)) && os(macOS);"), found[0])
    }

    func testStartsInExclusiveConfigurationsAreNotStartedTwice() {
        let starts = """
            func boot() {
                #if DEBUG
                try! Dirk.start { Module { Factory { Logger() } } }
                #endif
                #if !DEBUG
                try! Dirk.start { Module { Factory { Logger() } } }
                #endif
            }
            """
        XCTAssertEqual(findings("", requests: "@Inject var logger: Logger", starts: starts), [])
    }

    func testOnePlatformAtATime() {
        XCTAssertEqual(BuildConditionSolver.isSatisfiable(.and([.atom("os(iOS)"), .atom("os(macOS)")])), false)
        XCTAssertEqual(BuildConditionSolver.isSatisfiable(.and([.atom("os(iOS)"), .atom("DEBUG")])), true)
    }

    func testOSXIsMacOS() {
        XCTAssertEqual(findings("#if os(OSX)\nFactory { Logger() }\n#endif",
                                requests: "#if os(macOS)\n@Inject var logger: Logger\n#endif"), [])
    }
}
