import Foundation
import XCTest

/// What a new user meets first: help, `rules`, `explain`, usage mistakes, the first CI run with a baseline.
final class HelpAndUsageTests: XCTestCase {
    private var temporary: URL!
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    // MARK: Help

    func testLintHelpNamesWhatEachOptionTakesAndListsLintOptionsBeforeGraphOptions() throws {
        // Words, not lines: help wraps at the terminal's width.
        let help = try DilintProcess.run(["lint", "--help"], in: example).stdout
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for placeholder in ["--only <file>", "--baseline <file.json>", "--write-baseline <file.json>", "--graph <file>",
                            "--config <file.yml>", "--changed-since <revision>", "--focus <type>", "--depth <n>",
                            "--report <format=path>"] {
            XCTAssertTrue(help.contains(placeholder), "lint --help lacks \(placeholder):\n\(help)")
        }
        XCTAssertTrue(help.contains("default: text)"), "the format's default")
        XCTAssertTrue(help.contains("(default: the current folder)"), "the paths' default")
        XCTAssertTrue(help.contains("(default: 2;"), "the depth's default")
        let baseline = try XCTUnwrap(help.range(of: "--baseline <file.json>"))
        let focus = try XCTUnwrap(help.range(of: "--focus <type>"))
        XCTAssertLessThan(baseline.lowerBound, focus.lowerBound, "lint's own options come first")
    }

    func testGraphHelpNamesWhatEachOptionTakes() throws {
        let help = try DilintProcess.run(["graph", "--help"], in: example).stdout
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for placeholder in ["-o, --output <file>", "--focus <type>", "--depth <n>", "--quiet"] {
            XCTAssertTrue(help.contains(placeholder), "graph --help lacks \(placeholder):\n\(help)")
        }
    }

    // MARK: Usage mistakes

    func testAGraphOptionOnLintWithoutGraphIsAUsageError() throws {
        for arguments in [["--focus", "CartStore"], ["--depth", "1", "--focus", "CartStore"], ["--errors-only"], ["--no-legend"],
                          ["--direction", "up", "--focus", "CartStore"], ["--layout", "sfdp"]] {
            let result = try DilintProcess.run(["lint"] + arguments, in: example)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "nothing is analysed")
            XCTAssertTrue(result.stderr.hasSuffix("shapes the picture: add --graph FILE, or use dilint graph\n"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        let withGraph = try DilintProcess.run(["lint", "--graph", temporary.appendingPathComponent("g.svg").path, "--focus", "CartStore"], in: example)
        XCTAssertEqual(withGraph.exitCode, 1, withGraph.stderr)
    }

    /// A baseline run writes the baseline alone: what would silently not be written is a usage error.
    func testWriteBaselineWithAReportAGraphOrAFormatIsAUsageError() throws {
        let baseline = temporary.appendingPathComponent("baseline.json").path
        for (extra, named) in [(["--report", "json=\(temporary.path)/r.json"], "--report"), (["--graph", "\(temporary.path)/g.svg"], "--graph"),
                               (["--format", "json"], "--format json")] {
            let result = try DilintProcess.run(["lint", "--write-baseline", baseline] + extra, in: example)
            XCTAssertEqual(result.exitCode, 2, "\(extra)")
            XCTAssertEqual(result.stderr, "dilint: --write-baseline records the findings and writes nothing else; run \(named) apart from it\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: baseline), "nothing is analysed")
        }
        XCTAssertEqual(try DilintProcess.run(["lint", "--write-baseline", baseline, "--format", "text"], in: example).exitCode, 0)
    }

    func testFixFromWithAnalysisOrOutputOptionsIsAUsageError() throws {
        let report = temporary.appendingPathComponent("report.json").path
        for (extra, named) in [(["--report", "json=\(temporary.path)/r.json"], "--report"), (["--graph", "\(temporary.path)/g.svg"], "--graph"),
                               (["--baseline", "b.json"], "--baseline"), (["--only", "A.swift"], "--only"),
                               (["--changed-since", "main"], "--changed-since"), (["--format", "json"], "--format")] {
            let result = try DilintProcess.run(["lint", "--fix-from", report] + extra, in: example)
            XCTAssertEqual(result.exitCode, 2, "\(extra)")
            XCTAssertEqual(result.stderr, "dilint: --fix-from applies a stored report without analysing; \(named) would do nothing with it\n")
        }
    }

    func testANegativeDepthSaysWhatIsWrong() throws {
        let result = try DilintProcess.run(["graph", "--focus", "CartStore", "--depth", "-1"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: --depth must be 0 or more, not -1\n")
    }

    func testARevisionStartingWithADashNeverReachesGit() throws {
        let result = try DilintProcess.run(["lint", "--changed-since=--output=\(temporary.path)/leak"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: --changed-since: '--output=\(temporary.path)/leak' is not a git revision\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("leak").path))
    }

    // MARK: rules and explain

    func testRulesIsAnAlignedTableWithFrameworksSeverityAndProblem() throws {
        let result = try DilintProcess.run(["rules"], in: example)
        XCTAssertEqual(result.exitCode, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("RULE "), lines[0])
        let columns = ["FRAMEWORKS", "DEFAULT", "PROBLEM"].map { lines[0].range(of: $0)!.lowerBound.utf16Offset(in: lines[0]) }
        let cycle = try XCTUnwrap(lines.first { $0.hasPrefix("dependency-cycle ") })
        XCTAssertTrue(cycle.contains(" error "), cycle)
        XCTAssertTrue(cycle.contains(" all "), "cycles are found in every framework: \(cycle)")
        let closureKey = try XCTUnwrap(lines.first { $0.hasPrefix("closure-key ") })
        XCTAssertTrue(closureKey.contains(" zerk "), closureKey)
        for line in lines.dropFirst() {
            // Every row starts its columns where the header's do.
            for column in columns {
                let before = line.utf16.index(line.utf16.startIndex, offsetBy: column - 2)
                XCTAssertEqual(String(line.utf16[before..<line.utf16.index(before, offsetBy: 2)]), "  ", line)
            }
        }
        let suppression = try XCTUnwrap(lines.first { $0.hasPrefix("unused-suppression ") })
        XCTAssertTrue(suppression.contains(" all "), "suppressions work for every framework: \(suppression)")
    }

    func testExplainWithoutARuleListsTheRules() throws {
        let result = try DilintProcess.run(["explain"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("unregistered-type "), result.stdout)
        XCTAssertTrue(result.stdout.contains("missing-suppression-reason "), result.stdout)
    }

    func testExplainShowsAFrameworksExamplesWithTheirExactFindingsAndTheFix() throws {
        let result = try DilintProcess.run(["explain", "duplicate-registration", "--framework", "shank"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("duplicate-registration: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("Default severity: warning."), result.stdout)
        XCTAssertTrue(result.stdout.contains("How to fix: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("import Shank"), result.stdout)
        XCTAssertFalse(result.stdout.contains("import Dirk"), "only Shank's examples")
        XCTAssertTrue(result.stdout.contains("App/Example.swift:"), "the finding as dilint prints it")
        XCTAssertTrue(result.stdout.contains(": warning: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("[duplicate-registration]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("dilint reports no duplicate-registration finding here."), result.stdout)

        let none = try DilintProcess.run(["explain", "closure-key", "--framework", "dirk"], in: example)
        XCTAssertEqual(none.exitCode, 2)
        XCTAssertEqual(none.stderr, "dilint: closure-key has no dirk examples; it applies to zerk\n")
    }

    // MARK: Baseline on a first CI run

    func testAMissingBaselineSaysHowToCreateIt() throws {
        let result = try DilintProcess.run(["lint", "--baseline", "dilint-baseline.json"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: baseline dilint-baseline.json does not exist; create it with `dilint lint --write-baseline dilint-baseline.json` and commit it\n")
    }

    func testSummariesCountTheFindingsTheBaselineHides() throws {
        let baseline = temporary.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try DilintProcess.run(["lint", "--write-baseline", baseline], in: example).exitCode, 0)
        let markdown = temporary.appendingPathComponent("summary.md").path
        let result = try DilintProcess.run(["lint", "--baseline", baseline, "--report", "markdown=\(markdown)"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last)
        XCTAssertTrue(summary.hasPrefix("dilint: 0 errors, 0 warnings, 0 notes in "), String(summary))
        XCTAssertTrue(summary.hasSuffix(" known findings hidden by the baseline"), String(summary))
        let written = try String(contentsOfFile: markdown, encoding: .utf8)
        XCTAssertFalse(written.contains("No findings."), written)
        XCTAssertTrue(written.contains("No new findings; "), written)
        XCTAssertTrue(written.contains(" known findings accepted in the baseline."), written)
    }

    // MARK: Xcode

    func testXcodeFormatPrintsAbsolutePaths() throws {
        let result = try DilintProcess.run(["lint", "--format", "xcode"], in: example)
        XCTAssertEqual(result.exitCode, 1)
        let findings = result.stdout.split(separator: "\n").dropLast()
        XCTAssertFalse(findings.isEmpty)
        let root = example.resolvingSymlinksInPath().path
        for line in findings where !line.hasPrefix("    note:") {
            XCTAssertTrue(line.hasPrefix(example.path + "/") || line.hasPrefix(root + "/"), String(line))
        }
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "never coloured")
    }
}
