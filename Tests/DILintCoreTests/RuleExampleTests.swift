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
                let report = Linter.run(sources: example.files)
                XCTAssertTrue(report.diagnostics.contains { $0.rule == rule.id },
                              "\(rule.id) triggering example \(number + 1) did not trigger it: \(report.diagnostics.map(\.message))")
            }
        }
    }

    func testNonTriggeringExamplesDoNotTriggerTheirRule() {
        for rule in RuleCatalog.all {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                let report = Linter.run(sources: example.files)
                let hits = report.diagnostics.filter { $0.rule == rule.id }
                XCTAssertTrue(hits.isEmpty, "\(rule.id) non-triggering example \(number + 1) triggered: \(hits.map(\.message))")
            }
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleCatalog.all.map { $0.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
        }
    }
}
