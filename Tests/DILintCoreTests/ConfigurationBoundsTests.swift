@testable import DILintCore
import XCTest

/// `.dilint.yml` from a hostile branch: every bound is one line naming its place, found before Yams
/// composes the document (which would expand the aliases), and ordinary configurations pass untouched.
final class ConfigurationBoundsTests: XCTestCase {
    private func problem(_ yaml: String, _ bounds: ConfigurationBounds = ConfigurationBounds()) -> String? {
        do {
            try bounds.check(yaml, displayPath: ".dilint.yml")
            return nil
        } catch let problem as Configuration.Problem {
            return problem.message
        } catch {
            return "unexpected \(error)"
        }
    }

    /// Nine aliases of the level below, eight levels deep: 9^9 values, used as a mapping key.
    private var aliasBomb: String {
        var lines = ["a0: &a0 [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n? *a8\n: 1\n"
    }

    func testAliasExpansionIsRefusedAtTheAliasThatPassesTheBound() {
        let message = problem(aliasBomb)
        XCTAssertEqual(message, ".dilint.yml:6:14: aliases expand the configuration past 100000 values; write the values out instead")
    }

    func testTheParserRefusesTheAliasBombBeforeComposingIt() {
        XCTAssertThrowsError(try ConfigurationParser(text: aliasBomb, displayPath: ".dilint.yml", root: "/p").parse()) { error in
            XCTAssertTrue((error as? Configuration.Problem)?.message.contains("aliases expand") ?? false, "\(error)")
        }
    }

    func testAliasesWithinTheBoundAreKept() throws {
        let yaml = "excluded: &shared [Generated, Pods]\ntests: *shared\n"
        XCTAssertNil(problem(yaml))
        let configuration = try ConfigurationParser(text: yaml, displayPath: ".dilint.yml", root: "/p").parse()
        XCTAssertEqual(configuration.selection.testPaths.map(\.pattern), ["Generated", "Pods"])
    }

    func testDocumentSizeIsBounded() {
        let yaml = "excluded:\n" + String(repeating: "  - Sources/Generated/Folder\n", count: 40_000)
        XCTAssertEqual(problem(yaml), ".dilint.yml: \(yaml.utf8.count) bytes, more than the 1024 KiB a configuration may have")
    }

    func testListLengthIsBoundedAtTheFirstItemPastIt() {
        let yaml = "excluded:\n" + (0..<1_001).map { "  - d\($0)\n" }.joined()
        XCTAssertEqual(problem(yaml), ".dilint.yml:1002:5: more than 1000 items in one list")
        XCTAssertNil(problem("excluded:\n" + (0..<1_000).map { "  - d\($0)\n" }.joined()))
    }

    func testMappingKeysAreBounded() {
        let bounds = ConfigurationBounds(maximumEntries: 3)
        XCTAssertEqual(problem("rules: {a: off, b: off, c: off, d: off}", bounds), ".dilint.yml:1:33: more than 3 keys in one mapping")
    }

    func testNestingIsBoundedWithoutRecursion() {
        // The document's mapping is the first level: the 64th bracket opens the 65th.
        let deep = "excluded: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        XCTAssertEqual(problem(deep), ".dilint.yml:1:74: lists and mappings nested deeper than 64")
        // Deeper than libyaml's own limit, its scanner stops first; the composer then names the line.
        let deeper = "excluded: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        XCTAssertThrowsError(try ConfigurationParser(text: deeper, displayPath: ".dilint.yml", root: "/p").parse()) { error in
            XCTAssertTrue((error as? Configuration.Problem)?.message.hasPrefix(".dilint.yml:1:") ?? false, "\(error)")
        }
        XCTAssertNil(problem("excluded: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"))
    }

    func testSyntaxErrorsAreLeftToTheComposer() {
        XCTAssertNil(problem("excluded: [a, b\n"))
        XCTAssertNil(problem("tests: *undefined\n"))
    }
}
