import DILintCore
import XCTest

/// Every rule ships examples; each triggering one must produce the rule, each non-triggering one must not.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            XCTAssertFalse(rule.summary.isEmpty, "\(rule.id) has no description")
        }
    }

    func testTriggeringExamplesTriggerTheirRule() {
        for rule in RuleCatalog.all {
            for (number, example) in rule.triggeringExamples.enumerated() {
                let report = RuleExplanation.lint(example)
                XCTAssertTrue(report.diagnostics.contains { $0.rule == rule.id },
                              "\(rule.id) triggering example \(number + 1) did not trigger it: \(report.diagnostics.map(\.message))")
            }
        }
    }

    func testNonTriggeringExamplesDoNotTriggerTheirRule() {
        for rule in RuleCatalog.all {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                let report = RuleExplanation.lint(example)
                let hits = report.diagnostics.filter { $0.rule == rule.id }
                XCTAssertTrue(hits.isEmpty, "\(rule.id) non-triggering example \(number + 1) triggered: \(hits.map(\.message))")
            }
        }
    }

    /// A triggering example marks each place the rule reports with `↓`: the rule must report exactly there.
    func testTriggeringExamplesReportExactlyWhereTheyAreMarked() {
        for rule in RuleCatalog.all {
            for (number, example) in rule.triggeringExamples.enumerated() {
                XCTAssertFalse(example.expectedLocations.isEmpty, "\(rule.id) triggering example \(number + 1) marks no place with ↓")
                let reported = RuleExplanation.lint(example).diagnostics.filter { $0.rule == rule.id }.map(\.location).sorted()
                XCTAssertEqual(reported, example.expectedLocations, "\(rule.id) triggering example \(number + 1) reports elsewhere")
            }
        }
    }

    func testNonTriggeringExamplesMarkNothing() {
        for rule in RuleCatalog.all {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                XCTAssertEqual(example.expectedLocations, [], "\(rule.id) non-triggering example \(number + 1) has a ↓ mark")
            }
        }
    }

    func testMarksAreTakenOutOfTheLintedSourceAndPlaceTheirLocation() {
        let example = RuleExample(["App/A.swift": "let a = 1\nlet ↓b = ↓2\n"])
        XCTAssertEqual(example.files["App/A.swift"], "let a = 1\nlet b = 2\n")
        XCTAssertEqual(example.markedFiles["App/A.swift"], "let a = 1\nlet ↓b = ↓2\n")
        XCTAssertEqual(example.expectedLocations, [SourceLocation(file: "App/A.swift", line: 2, column: 5),
                                                   SourceLocation(file: "App/A.swift", line: 2, column: 9)])
    }

    /// Every rule the catalog lists that checks the graph runs, once. The suppression rules check the
    /// other rules' findings; `possibly-unregistered` is said by the `unregistered-type` check.
    func testTheRuleListExistsOnce() {
        let listed = RuleCatalog.all.map { $0.id }
        let running = RuleCatalog.checkingRuleIDs
        XCTAssertEqual(running, listed.filter { !["unused-suppression", "missing-suppression-reason", "possibly-unregistered"].contains($0) })
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleCatalog.all.map { $0.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
        }
    }
}
