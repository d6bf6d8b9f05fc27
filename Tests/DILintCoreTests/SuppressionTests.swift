import DILintCore
import XCTest

/// Each `// dilint:` form switches off exactly the lines and rules it names, and the audit reports the
/// comments that switch off nothing or give no reason.
final class SuppressionTests: XCTestCase {
    /// `line rule` of every finding in one app file.
    private func lint(_ source: String) -> [String] {
        Linter.run(sources: ["App/Screen.swift": source]).diagnostics.map { "\($0.location.line) \($0.rule)" }
    }

    private let header = """
        import Dirk
        protocol Analytics {}
        protocol Logger {}
        func boot() { try! Dirk.start { Module { } } }
        """

    func testWithoutSuppressionsBothRequestsAreReported() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                @Inject var analytics: Analytics
                @Inject var logger: Logger
            }
            """), ["6 unregistered-type", "7 unregistered-type"])
    }

    func testDisableNextLineCoversOnlyTheNextLine() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                // dilint:disable-next-line unregistered-type -- registered by the host app
                @Inject var analytics: Analytics
                @Inject var logger: Logger
            }
            """), ["8 unregistered-type"])
    }

    func testDisableLineCoversItsOwnLine() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                @Inject var analytics: Analytics // dilint:disable-line unregistered-type -- host app
                @Inject var logger: Logger
            }
            """), ["7 unregistered-type"])
    }

    func testDirectiveWithoutRulesCoversEveryRule() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                @Inject var analytics: Analytics // dilint:disable-line -- host app
                @Inject var logger: Logger
            }
            """), ["7 unregistered-type"])
    }

    func testDisableEnableRegion() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                // dilint:disable unregistered-type -- legacy screen, being rewritten
                @Inject var analytics: Analytics
                // dilint:enable unregistered-type
                @Inject var logger: Logger
            }
            """), ["9 unregistered-type"])
    }

    func testDisableWithoutEnableLastsToTheEndOfTheFile() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                // dilint:disable unregistered-type -- legacy screen
                @Inject var analytics: Analytics
                @Inject var logger: Logger
            }
            """), [])
    }

    func testEnableOfAnotherRuleLeavesTheRegionOpen() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                // dilint:disable unregistered-type -- legacy screen
                @Inject var analytics: Analytics
                // dilint:enable dependency-cycle
                @Inject var logger: Logger
            }
            """), [])
    }

    func testDisableFileCoversTheWholeFileAndOnlyThatFile() {
        let report = Linter.run(sources: [
            "App/Screen.swift": "// dilint:disable-file unregistered-type -- generated adapter\n" + header + """

                final class Screen { @Inject var analytics: Analytics }
                """,
            "App/Other.swift": "import Dirk\nfinal class Other { @Inject var analytics: Analytics }\n",
        ])
        XCTAssertEqual(report.diagnostics.map { "\($0.location.file) \($0.rule)" }, ["App/Other.swift unregistered-type"])
        XCTAssertEqual(report.suppressed, 1)
    }

    func testSuppressionOfAnotherRuleDoesNotHideTheFinding() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                @Inject var analytics: Analytics // dilint:disable-line dependency-cycle -- not this one
            }
            """), ["6 unregistered-type", "6 unused-suppression"])
    }

    func testMissingReasonIsAWarningButStillSuppresses() {
        let diagnostics = Linter.run(sources: ["App/Screen.swift": header + """

            final class Screen {
                @Inject var analytics: Analytics // dilint:disable-line unregistered-type
            }
            """]).diagnostics
        XCTAssertEqual(diagnostics.map(\.rule), ["missing-suppression-reason"])
        XCTAssertEqual(diagnostics.first?.severity, .warning)
        XCTAssertEqual(diagnostics.first?.location.line, 6)
    }

    func testUnusedAndMisspelledSuppressionsAreReported() {
        let diagnostics = Linter.run(sources: ["App/Screen.swift": header + """

            final class Screen {
                // dilint:disable-next-line unregistered-type -- fixed long ago
                let name = "screen"
                @Inject var analytics: Analytics // dilint:disable-line unregistred-type -- typo
            }
            """]).diagnostics
        XCTAssertEqual(diagnostics.map { "\($0.location.line) \($0.rule)" },
                       ["6 unused-suppression", "8 unregistered-type", "8 unused-suppression"])
        XCTAssertTrue(diagnostics[2].message.contains("'unregistred-type' is not a dilint rule; did you mean 'unregistered-type'?"), diagnostics[2].message)
    }

    func testUnknownDirectiveIsReported() {
        let diagnostics = Linter.run(sources: ["App/Screen.swift": "// dilint:disable-everything -- please\nlet x = 1\n"]).diagnostics
        XCTAssertEqual(diagnostics.map(\.rule), ["unused-suppression"])
        XCTAssertTrue(diagnostics[0].message.contains("'dilint:disable-everything' is not a dilint directive"))
    }

    func testDirectiveTextInsideAStringLiteralIsNotADirective() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                let text = "// dilint:disable-next-line unregistered-type -- no"
                @Inject var analytics: Analytics
            }
            """), ["7 unregistered-type"])
    }

    func testBlockAndDocCommentsAreNotDirectives() {
        XCTAssertEqual(lint(header + """

            final class Screen {
                /* dilint:disable-next-line unregistered-type -- no */
                @Inject var analytics: Analytics
            }
            """), ["7 unregistered-type"])
    }
}
