@testable import DILintCore
import XCTest

/// How one `// dilint:` comment splits into directive, rules and reason; and the escaping of GitHub
/// workflow commands, whose syntax a message must not break.
final class DirectiveParsingTests: XCTestCase {
    func testRulesMayBeSeparatedByCommasOrSpaces() {
        let directive = Directive(comment: "// dilint:disable a-rule, b-rule c-rule -- why not")
        XCTAssertEqual(directive?.word, "disable")
        XCTAssertEqual(directive?.rules, ["a-rule", "b-rule", "c-rule"])
        XCTAssertEqual(directive?.reason, "why not")
    }

    func testSpacingAroundThePrefixIsTolerated() {
        XCTAssertEqual(Directive(comment: "//dilint:disable-line -- tight")?.word, "disable-line")
        XCTAssertEqual(Directive(comment: "//   dilint: disable-file")?.word, "disable-file")
    }

    func testAnEmptyReasonIsNoReason() {
        XCTAssertNil(Directive(comment: "// dilint:disable-line unanalyzable --   ")?.reason)
        XCTAssertEqual(Directive(comment: "// dilint:disable-line unanalyzable")?.rules, ["unanalyzable"])
    }

    func testOtherCommentsAreNotDirectives() {
        XCTAssertNil(Directive(comment: "// TODO: dilint:disable-line"))
        XCTAssertNil(Directive(comment: "// dilint:"))
        XCTAssertNil(Directive(comment: "/// dilint:disable-line"))
    }

    func testGitHubCommandEscaping() {
        XCTAssertEqual(GitHubReporter.data("50% done\nnext: a, b"), "50%25 done%0Anext: a, b")
        XCTAssertEqual(GitHubReporter.property("Sources/A,B.swift: x"), "Sources/A%2CB.swift%3A x")
    }
}
