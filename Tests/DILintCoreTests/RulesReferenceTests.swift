import DILintCore
import Foundation
import XCTest

/// docs/rules.md, which SARIF reports link to, lists every rule as the catalog describes it.
final class RulesReferenceTests: XCTestCase {
    func testRulesPageIsUpToDate() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let generated = RulesReference.markdown()
        if ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" {
            try generated.write(to: page, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: page, encoding: .utf8)
        XCTAssertEqual(current, generated, "docs/rules.md is out of date; regenerate it with DILINT_UPDATE_GOLDEN=1 swift test --filter RulesReferenceTests")
        for rule in RuleCatalog.all {
            XCTAssertTrue(current.contains("\n## \(rule.id)\n"), "\(rule.id) has no section for SARIF's helpUri to link to")
        }
    }
}
