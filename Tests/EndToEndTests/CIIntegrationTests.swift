import Foundation
import XCTest

/// What CI and pre-commit rely on: configuration, baseline, focus on changed files, init, exit codes.
final class CIIntegrationTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write("import Dirk\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "Sources/Boot.swift")
        try write(screen, to: "Sources/Screen.swift")
        try write(settings, to: "Sources/Settings.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private let screen = """
        import Dirk
        protocol Analytics {}
        final class Screen {
            @Inject var analytics: Analytics
        }
        """

    private let settings = """
        import Dirk
        protocol Store {}
        final class Settings {
            @Inject var store: Store
        }
        """

    private func write(_ contents: String, to name: String) throws {
        let url = project.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(name), encoding: .utf8)
    }

    private func lint(_ arguments: [String] = []) throws -> DilintProcess.Result {
        try DilintProcess.run(["lint", "--no-color"] + arguments, in: project)
    }

    /// The files of the errors reported.
    private func findingFiles(_ result: DilintProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { String($0.prefix { $0 != ":" }) }
    }

    // MARK: Configuration

    func testConfigurationErrorIsOneLineAndExitTwo() throws {
        try write("frameworks: [dirk]\nexclude: [Pods]\n", to: ".dilint.yml")
        let result = try lint()
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: .dilint.yml:2:1: unknown key 'exclude'; did you mean 'excluded'? (expected one of included, excluded, tests, app, libraries, frameworks, external, providers, shank, rules, graph)\n")
    }

    func testConfigurationIsFoundFromASubfolderAndItsGlobsAreRelativeToIt() throws {
        try write("excluded: [Sources/Settings.swift]\n", to: ".dilint.yml")
        let result = try DilintProcess.run(["lint", "--no-color", "."], in: project.appendingPathComponent("Sources"))
        XCTAssertEqual(findingFiles(result), ["Screen.swift"])
    }

    func testTheLintedFoldersConfigurationIsUsedFromOutsideIt() throws {
        try write("excluded: [Sources/Settings.swift]\n", to: ".dilint.yml")
        let outside = project.deletingLastPathComponent()
        let result = try DilintProcess.run(["lint", "--no-color", project.lastPathComponent], in: outside)
        XCTAssertEqual(findingFiles(result), ["\(project.lastPathComponent)/Sources/Screen.swift"], result.stdout)
    }

    func testAFrameworkTheConfigurationLeavesOutIsSaidToBeUnchecked() throws {
        try write("frameworks: [zerk]\n", to: ".dilint.yml")
        let result = try lint()
        // Zerk, which the configuration asks for, is nowhere in the code: a gate that checks nothing fails.
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, """
            dilint: warning: the code imports Dirk, which the configuration's `frameworks` leaves out; that code is not checked
            dilint: warning: the configuration's `frameworks` asks for Zerk, but no Zerk code was found: no file imports Zerk

            """)
    }

    func testSeverityOverrideDecidesTheExitCode() throws {
        try write("rules:\n  unregistered-type: warning\n", to: ".dilint.yml")
        XCTAssertEqual(try lint().exitCode, 0)
        XCTAssertEqual(try lint(["--strict"]).exitCode, 1)
        try write("rules:\n  unregistered-type: off\n", to: ".dilint.yml")
        let off = try lint(["--strict"])
        XCTAssertEqual(off.exitCode, 0)
        XCTAssertTrue(off.stdout.hasPrefix("dilint: 0 errors, 0 warnings"), off.stdout)
    }

    func testExternalTypesIncludedAndTestPaths() throws {
        try write("external: [Analytics]\n", to: ".dilint.yml")
        XCTAssertEqual(findingFiles(try lint()), ["Sources/Settings.swift"])
        try write("included: [Sources/Screen.swift, Sources/Boot.swift]\n", to: ".dilint.yml")
        XCTAssertEqual(findingFiles(try lint()), ["Sources/Screen.swift"])
        // A store registered in a file the configuration calls test code does not reach the app.
        try write("import Dirk\nfinal class DiskStore: Store {}\nfunc mocks() { try! Dirk.start { Module { Factory<Store> { DiskStore() } } } }\n",
                  to: "Sources/Mocks.swift")
        XCTAssertEqual(findingFiles(try lint(["--no-config"])), ["Sources/Screen.swift"])
        try write("tests: [\"**/Mocks.swift\"]\n", to: ".dilint.yml")
        XCTAssertEqual(findingFiles(try lint()), ["Sources/Screen.swift", "Sources/Settings.swift"])
    }

    func testExplicitConfigFileAndNoConfig() throws {
        try write("rules: {unregistered-type: off}\n", to: "ci/strict-off.yml")
        try write("not: valid\n", to: ".dilint.yml")
        XCTAssertEqual(try lint(["--config", "ci/strict-off.yml"]).exitCode, 0)
        XCTAssertEqual(try lint(["--no-config"]).exitCode, 1)
        XCTAssertEqual(try lint().exitCode, 2)
    }

    func testGraphDefaultsComeFromTheConfigurationAndOptionsWin() throws {
        try write("graph:\n  rankdir: TB\n", to: ".dilint.yml")
        let fromConfiguration = try DilintProcess.run(["graph", "--format", "dot"], in: project)
        XCTAssertEqual(fromConfiguration.exitCode, 0, fromConfiguration.stderr)
        XCTAssertTrue(fromConfiguration.stdout.contains("rankdir=TB"), fromConfiguration.stdout)
        let overridden = try DilintProcess.run(["graph", "--format", "dot", "--rankdir", "LR"], in: project)
        XCTAssertTrue(overridden.stdout.contains("rankdir=LR"), overridden.stdout)
    }

    func testAnIncludedFolderWithNoSwiftFilesIsAFailureToRunWithOneLine() throws {
        try write("included: [Sourcez]\n", to: ".dilint.yml")
        for command in [["lint"], ["graph", "--format", "dot"]] {
            let result = try DilintProcess.run(command, in: project)
            XCTAssertEqual(result.exitCode, 2, "\(command): a gate that checks nothing must not pass")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, "dilint: no Swift files found under . that .dilint.yml selects (included: [Sourcez]); nothing to check\n")
        }
    }

    func testAPathWithNoSwiftFilesIsAFailureToRunWithOneLine() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try write("# notes\n", to: "Docs/README.md")
        let result = try lint(["Docs"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: no Swift files found under Docs; nothing to check\n")
    }

    // MARK: Baseline

    func testBaselineRoundTripSurvivesMovedCodeAndReportsNewAndFixed() throws {
        let written = try lint(["--write-baseline", "dilint-baseline.json"])
        XCTAssertEqual(written.exitCode, 0)
        XCTAssertEqual(written.stderr, "dilint: recorded 2 findings in dilint-baseline.json\n")
        XCTAssertTrue(try read("dilint-baseline.json").contains("\"context\": \"Screen.analytics\""))

        let known = try lint(["--baseline", "dilint-baseline.json"])
        XCTAssertEqual(known.exitCode, 0)
        XCTAssertEqual(known.stderr, "dilint: baseline: 0 new, 2 known, 0 fixed\n")

        // Move the request down and into another file: still the same finding.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Sources/Screen.swift"))
        try write("// Moved.\n\n" + screen.replacingOccurrences(of: "final class Screen {", with: "final class Screen {\n    let title = \"\"\n"),
                  to: "Sources/Screens/HomeScreen.swift")
        XCTAssertEqual(try lint(["--baseline", "dilint-baseline.json"]).exitCode, 0)

        // A new finding fails; the known ones stay hidden.
        try write("import Dirk\nprotocol Clock {}\nfinal class Timer { @Inject var clock: Clock }\n", to: "Sources/Timer.swift")
        let new = try lint(["--baseline", "dilint-baseline.json"])
        XCTAssertEqual(new.exitCode, 1)
        XCTAssertEqual(findingFiles(new), ["Sources/Timer.swift"])
        XCTAssertEqual(new.stderr, "dilint: baseline: 1 new, 2 known, 0 fixed\n")

        // Fixing a known finding leaves a stale entry: reported, and failing only with --strict.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Sources/Timer.swift"))
        try write("import Dirk\nprotocol Store {}\nfinal class Settings {}\n", to: "Sources/Settings.swift")
        let fixed = try lint(["--baseline", "dilint-baseline.json"])
        XCTAssertEqual(fixed.exitCode, 0)
        XCTAssertEqual(fixed.stderr, """
            dilint: baseline: 0 new, 1 known, 1 fixed
            dilint: warning: baseline entry no longer found (fixed?): unregistered-type (dirk) 'Store' in Settings.store; update it with --write-baseline

            """)
        XCTAssertEqual(try lint(["--baseline", "dilint-baseline.json", "--strict"]).exitCode, 1)
    }

    func testBaselineFileIsSortedAndStable() throws {
        XCTAssertEqual(try lint(["--write-baseline", "a.json"]).exitCode, 0)
        XCTAssertEqual(try lint(["--write-baseline", "b.json"]).exitCode, 0)
        XCTAssertEqual(try read("a.json"), try read("b.json"))
        let types = try read("a.json").split(separator: "\n").filter { $0.contains("\"type\"") }
        XCTAssertEqual(types.map { $0.trimmingCharacters(in: .whitespaces) }, ["\"type\": \"Analytics\",", "\"type\": \"Store\","])
    }

    func testUnreadableBaselineIsExitTwo() throws {
        try write("{}", to: "bad.json")
        let result = try lint(["--baseline", "bad.json"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: bad.json: not a dilint baseline (expected {\"version\": 1, \"findings\": [...]})\n")
        XCTAssertEqual(try lint(["--baseline", "missing.json"]).exitCode, 2)
    }

    // MARK: Focus on changed files

    func testOnlyReportsFindingsInTheGivenFilesOfAWholeProgramAnalysis() throws {
        let result = try lint(["--only", "Sources/Screen.swift"])
        XCTAssertEqual(findingFiles(result), ["Sources/Screen.swift"])
        XCTAssertEqual(result.exitCode, 1)
        // The registration lives in a file that is not listed, and still counts.
        try write("import Dirk\nfinal class Disk: Store {}\nfunc boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }\n",
                  to: "Sources/Boot.swift")
        XCTAssertEqual(findingFiles(try lint(["--only", "Sources/Settings.swift"])), [])
        XCTAssertEqual(try lint(["--only", "Sources/Settings.swift"]).exitCode, 0)
    }

    func testOnlyWarnsAboutAFileThatIsNotAnalysed() throws {
        let result = try lint(["--only", "nope.swift", "Sources/Screen.swift"])
        XCTAssertEqual(result.stderr, "dilint: warning: --only: 'nope.swift' is not among the analysed files\n")
        XCTAssertEqual(findingFiles(result), ["Sources/Screen.swift"], "the files that are analysed still count")
        XCTAssertEqual(result.exitCode, 1, "the warning does not change the exit code")
        let alone = try lint(["--only", "nope.swift"])
        XCTAssertEqual(alone.exitCode, 0)
        XCTAssertEqual(alone.stderr, "dilint: warning: --only: 'nope.swift' is not among the analysed files\n")
    }

    func testDuplicateConfigurationKeyIsOneLineNamingItsLine() throws {
        try write("frameworks: [dirk]\nrules:\n  unregistered-type: off\nrules:\n  unanalyzable: off\n", to: ".dilint.yml")
        let result = try lint()
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: .dilint.yml:2:1: 'rules' is given more than once in the same mapping; keep one\n")
    }

    func testChangedSinceOutsideAGitRepositoryIsExitTwoWithOneLine() throws {
        let result = try lint(["--changed-since", "main"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: --changed-since: "), result.stderr)
    }

    // MARK: init

    func testInitWritesAConfigurationForTheFrameworksInUse() throws {
        let result = try DilintProcess.run(["init"], in: project)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "dilint: wrote .dilint.yml (Dirk)\n")
        XCTAssertTrue(try read(".dilint.yml").contains("frameworks:\n  - dirk\n"))
        // The file it wrote is a valid configuration.
        XCTAssertEqual(try lint().exitCode, 1)
        let again = try DilintProcess.run(["init"], in: project)
        XCTAssertEqual(again.exitCode, 2)
        XCTAssertEqual(again.stderr, "dilint: .dilint.yml already exists; use --force to replace it\n")
        XCTAssertEqual(try DilintProcess.run(["init", "--force"], in: project).exitCode, 0)
    }

    // MARK: Suppressions end to end

    func testSuppressionCommentsHideFindingsAndUnusedOnesWarn() throws {
        try write(screen.replacingOccurrences(of: "    @Inject var analytics", with: "    // dilint:disable-next-line unregistered-type -- registered by the host app\n    @Inject var analytics"),
                  to: "Sources/Screen.swift")
        try write("// dilint:disable-file dependency-cycle -- legacy\n" + settings, to: "Sources/Settings.swift")
        let result = try lint()
        XCTAssertEqual(result.stdout, """
            Sources/Settings.swift:1:1: warning: 'dilint:disable-file dependency-cycle' suppresses nothing; remove it [unused-suppression]
            Sources/Settings.swift:5:5: error: 'Store' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]
            Sources/Boot.swift:2:20: note: nothing registers 'Store' yet: add Singleton { … } or Factory { … } for it to a module of this Dirk.start
            Sources/Boot.swift:2:20: note: route: the Dirk container is started here
            Sources/Settings.swift:5:5: note: route: 'Settings' requests 'Store' with @Inject
            dilint: 1 error, 1 warning, 0 notes in 3 files (0 registrations, 2 requests; 1 unregistered type at 1 site)

            """)
    }

    func testExplainAndRulesCoverTheSuppressionRules() throws {
        let explain = try DilintProcess.run(["explain", "unused-suppression"], in: project)
        XCTAssertEqual(explain.exitCode, 0)
        XCTAssertTrue(explain.stdout.hasPrefix("unused-suppression: "), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Default severity: warning."), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("// dilint:disable-next-line unregistered-type -- registered by the host app"))
        let rules = try DilintProcess.run(["rules"], in: project)
        let row = try XCTUnwrap(rules.stdout.split(separator: "\n").first { $0.hasPrefix("missing-suppression-reason ") })
        XCTAssertEqual(row.split(separator: " ").prefix(3), ["missing-suppression-reason", "all", "warning"], String(row))
    }

    // MARK: pre-commit

    func testPreCommitHooksFileDeclaresWholeProgramHooks() throws {
        let hooks = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        XCTAssertTrue(hooks.contains("- id: dilint\n"), hooks)
        XCTAssertTrue(hooks.contains("- id: dilint-changed\n"), hooks)
        XCTAssertTrue(hooks.contains("- id: dilint-system\n"), "the hook that uses an installed dilint")
        XCTAssertTrue(hooks.contains("- id: dilint-changed-system\n"), hooks)
        XCTAssertTrue(hooks.contains("language: system"), hooks)
        // Whole-program hooks that run on every commit, also one that only deletes a provider.
        XCTAssertEqual(hooks.components(separatedBy: "pass_filenames: false").count - 1, 4, hooks)
        XCTAssertEqual(hooks.components(separatedBy: "always_run: true").count - 1, 4, hooks)
        XCTAssertEqual(hooks.components(separatedBy: "entry: dilint lint --changed-since HEAD").count - 1, 2, "the changed hooks compare with HEAD")
    }

    /// docs/ci.md's table says what each hook runs, as the hooks file has it.
    func testTheGuideSaysWhatEachHookRuns() throws {
        let root = DilintProcess.repositoryRoot
        let hooks = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let guide = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        var id: String?
        var documented = 0
        for line in hooks.split(separator: "\n") {
            if line.hasPrefix("- id: ") { id = String(line.dropFirst("- id: ".count)) }
            guard let hook = id, line.hasPrefix("  entry: ") else { continue }
            let entry = line.dropFirst("  entry: ".count)
            XCTAssertTrue(guide.contains("| `\(hook)` | `\(entry)` |"), "docs/ci.md does not say that \(hook) runs \(entry)")
            documented += 1
        }
        XCTAssertEqual(documented, 4)
    }

    // MARK: README

    func testReadmeShowsEveryIntegrationAndPointsToTheDocumentedXcodePhase() throws {
        let root = DilintProcess.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Use in CI").dropFirst().first?.components(separatedBy: "\n## ").first)
        for integration in ["upload-sarif", ".pre-commit-config.yaml", "swift package dilint", "docs/ci.md#xcode-build-phase"] {
            XCTAssertTrue(section.contains(integration), "README's Use in CI lacks \(integration)")
        }
        // The verb the README shows is the plugin's.
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("verb: \"dilint\""))
        // The README's link lands on the one build-phase script, in docs/ci.md.
        let guide = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let phase = try XCTUnwrap(guide.components(separatedBy: "## Xcode build phase").dropFirst().first?
            .components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        XCTAssertTrue(phase.contains("dilint lint --format xcode"), phase)
    }
}
