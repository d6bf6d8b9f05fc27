@testable import DILintCore
import XCTest

/// Where a cycle is reported must not depend on type names: renaming a member keeps the finding, and a
/// suppression at any of its requests applies.
final class CycleAnchorTests: XCTestCase {
    private func project(_ first: String, suppressionBefore line: Int? = nil) -> [String: String] {
        var boot = [
            "import Dirk",
            "final class \(first) { init(b: Beta) {} }",
            "final class Beta { init(c: Gamma) {} }",
            "final class Gamma { init(a: \(first)) {} }",
            "func boot() {",
            "    try! Dirk.start {",
            "        Module {",
            "            Factory { \(first)(b: $0.get()) }",
            "            Factory { Beta(c: $0.get()) }",
            "            Factory { Gamma(a: $0.get()) }",
            "        }",
            "    }",
            "}",
        ]
        if let line { boot.insert("            // dilint:disable-next-line dependency-cycle -- kept on purpose", at: line - 1) }
        return ["App/Boot.swift": boot.joined(separator: "\n") + "\n"]
    }

    private func cycles(_ sources: [String: String]) -> [Diagnostic] {
        Linter.run(sources: sources).diagnostics.filter { $0.rule == DependencyCycleRule.id }
    }

    func testRenamingAMemberKeepsTheCycleWhereItIs() throws {
        // 'Alpha' sorts first, 'Zeta' last: the old rule reported at the first member in sorted order.
        let before = try XCTUnwrap(cycles(project("Alpha")).first)
        let after = try XCTUnwrap(cycles(project("Zeta")).first)
        XCTAssertEqual(before.location, after.location)
        XCTAssertEqual(before.location.line, 10, "the request written last closes the loop")
        XCTAssertTrue(before.message.hasSuffix("let 'Gamma' get 'Alpha' from an @Inject property (Dirk resolves it when first read)"),
                      before.message)
    }

    func testASuppressionAtAnyRequestOfTheCycleApplies() {
        for line in [8, 9, 10] {
            XCTAssertEqual(cycles(project("Alpha", suppressionBefore: line)), [], "suppressed above line \(line)")
            XCTAssertEqual(cycles(project("Zeta", suppressionBefore: line)), [], "suppressed above line \(line) after the rename")
        }
        XCTAssertEqual(cycles(project("Alpha", suppressionBefore: 2)).count, 1, "a suppression elsewhere does not")
    }
}
