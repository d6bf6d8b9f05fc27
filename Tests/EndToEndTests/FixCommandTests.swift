import Foundation
import XCTest

/// `dilint lint --fix`, `--fix --dry-run` and `--fix-from` on a small Zerk app with one finding of each
/// fixable kind there: a forgotten `as P`, a closure builder without parameters, a misspelt argument label.
final class FixCommandTests: XCTestCase {
    private var project: TemporaryProject!

    private let register = """
        import Zerk
        protocol Analytics {}
        final class Firebase: Analytics {}
        protocol Clock {}
        struct SystemClock: Clock {}
        protocol Greeter {}
        final class TemplateGreeter: Greeter { init(template: String) {} }
        func register() {
            Zerk.store
                .singleton(Firebase())
                .singleton {
                    SystemClock() as Clock
                }
                .transient { storage, arguments in TemplateGreeter(template: arguments.template) as Greeter }
        }

        """
    private let screen = """
        import Zerk
        final class Screen {
            @Injected var analytics: Analytics
            @Injected var clock: Clock
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(templte: "Hi"))
        }

        """
    private let other = "struct Unrelated {}\n"
    private let fixedKinds: Set<String> = ["unregistered-type", "closure-key", "argument-mismatch"]

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-fix")
        try project.write(register, to: "Sources/Register.swift")
        try project.write(screen, to: "Sources/Screen.swift")
        try project.write(other, to: "Sources/Unrelated.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path("Sources/Register.swift"))
    }

    override func tearDown() {
        project.remove()
    }

    private func path(_ name: String) -> String { project.url.appendingPathComponent(name).path }

    private func contents(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    private func lint(_ arguments: [String] = []) throws -> DilintProcess.Result {
        try DilintProcess.run(["lint"] + arguments, in: project.url, environment: ["NO_COLOR": "1"])
    }

    private func rules(in output: String) -> Set<String> {
        Set(output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
    }

    func testFixThenLintAgainLeavesNoFindingOfTheFixedKinds() throws {
        let before = try lint()
        XCTAssertEqual(before.exitCode, 1)
        XCTAssertEqual(rules(in: before.stdout), fixedKinds, before.stdout)
        let unrelatedModified = try FileManager.default.attributesOfItem(atPath: path("Sources/Unrelated.swift"))[.modificationDate] as? Date

        let fixing = try lint(["--fix"])
        XCTAssertEqual(fixing.exitCode, 0, fixing.stdout + fixing.stderr)
        XCTAssertTrue(fixing.stderr.contains("applied 3 fixes to 2 files"), fixing.stderr)
        XCTAssertTrue(try contents("Sources/Register.swift").contains(".singleton(Firebase() as Analytics)"))
        XCTAssertTrue(try contents("Sources/Register.swift").contains(".singleton(SystemClock() as Clock)\n"))
        XCTAssertTrue(try contents("Sources/Screen.swift").contains(".arguments(template: \"Hi\")"))

        let after = try lint()
        XCTAssertEqual(after.exitCode, 0, after.stdout)
        XCTAssertTrue(rules(in: after.stdout).isDisjoint(with: fixedKinds), after.stdout)
        // Nothing else is touched, and the file written keeps its permissions.
        XCTAssertEqual(try contents("Sources/Unrelated.swift"), other)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("Sources/Unrelated.swift"))[.modificationDate] as? Date,
                       unrelatedModified)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path("Sources/Register.swift"))[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: path("Sources")).sorted()
        XCTAssertEqual(leftovers, ["Register.swift", "Screen.swift", "Unrelated.swift"], "no temporary file is left")
    }

    func testDryRunWritesNothingAndPrintsADiffThatGitAppliesToTheSameResult() throws {
        let preview = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(preview.exitCode, 0, preview.stderr)
        XCTAssertEqual(try contents("Sources/Register.swift"), register)
        XCTAssertEqual(try contents("Sources/Screen.swift"), screen)
        XCTAssertTrue(preview.stdout.hasPrefix("--- a/Sources/Register.swift\n+++ b/Sources/Register.swift\n@@ "), preview.stdout)
        XCTAssertTrue(preview.stdout.contains("\n-    let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(templte: \"Hi\"))\n"
                                              + "+    let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: \"Hi\"))\n"),
                      preview.stdout)

        try project.write(preview.stdout, to: "fixes.diff")
        try run(["git", "apply", "--check", "fixes.diff"])
        try run(["git", "apply", "fixes.diff"])
        let applied = [try contents("Sources/Register.swift"), try contents("Sources/Screen.swift")]
        try project.write(register, to: "Sources/Register.swift")
        try project.write(screen, to: "Sources/Screen.swift")
        XCTAssertEqual(try lint(["--fix"]).exitCode, 0)
        XCTAssertEqual([try contents("Sources/Register.swift"), try contents("Sources/Screen.swift")], applied,
                       "the diff shows exactly what --fix writes")
    }

    func testAFileChangedAfterTheAnalysisIsNotTouched() throws {
        let analysis = try lint(["--format", "json"])
        XCTAssertEqual(analysis.exitCode, 1)
        XCTAssertTrue(analysis.stdout.contains("\"fixes\""))
        try project.write(analysis.stdout, to: "dilint.json")
        // Someone edits one file between the analysis and the fix.
        let edited = screen + "// edited after the analysis\n"
        try project.write(edited, to: "Sources/Screen.swift")

        let fixing = try lint(["--fix-from", "dilint.json"])
        XCTAssertEqual(fixing.exitCode, 1, "a fix left out is not a clean run")
        XCTAssertTrue(fixing.stderr.contains("Sources/Screen.swift changed since it was analysed"), fixing.stderr)
        XCTAssertEqual(try contents("Sources/Screen.swift"), edited)
        XCTAssertTrue(try contents("Sources/Register.swift").contains(".singleton(Firebase() as Analytics)"),
                      "the unchanged file is still fixed")
    }

    func testDryRunAloneIsAUsageError() throws {
        let result = try lint(["--dry-run"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("--dry-run previews fixes"), result.stderr)
    }

    private func run(_ command: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = project.url
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, command.joined(separator: " "))
    }
}
