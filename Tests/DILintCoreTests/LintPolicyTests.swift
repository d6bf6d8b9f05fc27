import DILintCore
import XCTest

/// Configuration applies after the rules run.
final class LintPolicyTests: XCTestCase {
    private let sources = [
        "App/App.swift": """
            import Dirk
            protocol Analytics {}
            final class Screen { @Inject var analytics: Analytics }
            func boot() { try! Dirk.start { Module { } } }
            """,
    ]

    func testSeverityOverrideChangesTheSeverityAndTheSummary() {
        let report = Linter.run(sources: sources, policy: LintPolicy(ruleSettings: ["unregistered-type": .severity(.warning)]))
        XCTAssertEqual(report.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(report.summary.errors, 0)
        XCTAssertEqual(report.summary.warnings, 1)
    }

    func testOffRemovesTheRulesFindings() {
        let report = Linter.run(sources: sources, policy: LintPolicy(ruleSettings: ["unregistered-type": .off]))
        XCTAssertEqual(report.diagnostics, [])
    }

    func testExternalTypesAreNotReportedAsUnregistered() {
        XCTAssertEqual(Linter.run(sources: sources, policy: LintPolicy(externalTypes: ["Analytics"])).diagnostics, [])
        XCTAssertEqual(Linter.run(sources: sources, policy: LintPolicy(externalTypes: ["Logger"])).diagnostics.count, 1)
    }

    func testFrameworksNotEnabledAreNotChecked() {
        XCTAssertEqual(Linter.run(sources: sources, policy: LintPolicy(frameworks: [.zerk])).diagnostics, [])
        XCTAssertEqual(Linter.run(sources: sources, policy: LintPolicy(frameworks: [.dirk])).diagnostics.count, 1)
    }
}
