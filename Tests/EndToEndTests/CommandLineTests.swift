import Foundation
import XCTest

/// The command-line contract: exit codes, error lines, options.
final class CommandLineTests: XCTestCase {
    private var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    private func write(_ contents: String, to name: String) throws {
        let url = temporary.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func testMissingPathIsAUsageErrorWithOneLine() throws {
        let result = try DilintProcess.run(["lint", "does-not-exist"], in: temporary)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: no such file or directory: does-not-exist\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testSyntaxErrorsNeverBecomeGuessedErrors() throws {
        try write("""
            import Zerk
            import Dirk
            final class Screen {
                @Injected var broken:
                @Inject var alsoBroken: 
            }
            func f() { Zerk.store.singleton { a, b, in X(a: $0 }
            """, to: "App/Broken.swift")
        let result = try DilintProcess.run(["lint", "--format", "json"], in: temporary)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("\"severity\": \"error\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("not valid Swift"), result.stdout)
    }

    func testUnknownOptionExitsWithTwo() throws {
        let result = try DilintProcess.run(["lint", "--frobnicate"], in: temporary)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: "), result.stderr)
    }

    func testUnknownFormatExitsWithTwo() throws {
        let result = try DilintProcess.run(["lint", "--format", "yaml"], in: temporary)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'sarif', 'github', 'junit', 'checkstyle', 'markdown', 'xcode' or 'result'.\n")
    }

    func testNoSubcommandBehavesLikeLint() throws {
        try write("import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "App/A.swift")
        let lint = try DilintProcess.run(["lint", "--no-color"], in: temporary)
        let bare = try DilintProcess.run(["--no-color"], in: temporary)
        XCTAssertEqual(bare.stdout, lint.stdout)
        XCTAssertEqual(bare.exitCode, 1)
    }

    func testVersionAndHelpExitZero() throws {
        let version = try DilintProcess.run(["--version"], in: temporary)
        XCTAssertEqual(version.exitCode, 0)
        XCTAssertFalse(version.stdout.isEmpty)
        let help = try DilintProcess.run(["--help"], in: temporary)
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.stdout.contains("lint"))
    }

    func testNonUTF8FileIsWarnedAboutAndTheRestIsChecked() throws {
        try write("import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "App/A.swift")
        try Data([0x66, 0xFF, 0xFE, 0x0A]).write(to: temporary.appendingPathComponent("App/Broken.swift"))
        let result = try DilintProcess.run(["lint", "--no-color"], in: temporary)
        XCTAssertEqual(result.stderr, "dilint: warning: App/Broken.swift is not valid UTF-8; skipped\n")
        XCTAssertTrue(result.stdout.contains("App/A.swift:2:17: error: 'B' is not registered"), result.stdout)
        XCTAssertEqual(result.exitCode, 1)
    }

    func testSyntaxErrorIsWarnedAboutAndTheRestOfTheFileIsStillRead() throws {
        try write("import Dirk\nfunc boot() { try! Dirk.start { Module { } } }\nfinal class A { @Inject var b: B }\nfunc broken( {\nfinal class C { @Inject var d: D }\n", to: "App/A.swift")
        let result = try DilintProcess.run(["lint", "--no-color"], in: temporary)
        XCTAssertEqual(result.stderr, "dilint: warning: App/A.swift:4:14: syntax error; the file was read as far as it parses, findings may be incomplete\n")
        XCTAssertTrue(result.stdout.contains("App/A.swift:3:17: error: 'B' is not registered"), result.stdout)
        XCTAssertTrue(result.stdout.contains("App/A.swift:5:17: error: 'D' is not registered"), "read past the error: \(result.stdout)")
    }

    func testStrictFailsOnWarningsAndQuietHidesThem() throws {
        try write("""
            import Dirk
            final class A {}
            func boot() { try! Dirk.start { Module { Factory { A() }; Factory { A() } } } }
            """, to: "App/A.swift")
        let normal = try DilintProcess.run(["lint", "--no-color"], in: temporary)
        XCTAssertEqual(normal.exitCode, 0)
        XCTAssertTrue(normal.stdout.contains("warning:"))
        let strict = try DilintProcess.run(["lint", "--strict", "--no-color"], in: temporary)
        XCTAssertEqual(strict.exitCode, 1)
        let quiet = try DilintProcess.run(["lint", "--quiet", "--no-color"], in: temporary)
        XCTAssertFalse(quiet.stdout.contains("warning:"))
        XCTAssertTrue(quiet.stdout.hasPrefix("dilint: 0 errors, 1 warning"), quiet.stdout)
        let quietJSON = try DilintProcess.run(["lint", "--quiet", "--format", "json"], in: temporary)
        let printed = try JSONSerialization.jsonObject(with: Data(quietJSON.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((printed?["diagnostics"] as? [Any])?.count, 0, "the one warning is not printed: \(quietJSON.stdout)")
        XCTAssertEqual((printed?["summary"] as? [String: Any])?["warnings"] as? Int, 1, "but still counted, so --strict says why it fails")
    }

    func testColorOnlyWhenAsked() throws {
        try write("import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "App/A.swift")
        let piped = try DilintProcess.run(["lint"], in: temporary)
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    func testExplainAndRules() throws {
        let rules = try DilintProcess.run(["rules"], in: temporary)
        XCTAssertEqual(rules.exitCode, 0)
        XCTAssertTrue(rules.stdout.contains("unregistered-type"))
        let explain = try DilintProcess.run(["explain", "dependency-cycle"], in: temporary)
        XCTAssertEqual(explain.exitCode, 0)
        XCTAssertTrue(explain.stdout.contains("1. Triggers (Zerk):"), explain.stdout)
        let unknown = try DilintProcess.run(["explain", "no-such-rule"], in: temporary)
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertEqual(unknown.stderr, "dilint: 'no-such-rule' is not a dilint rule; `dilint rules` lists them\n")
        let misspelt = try DilintProcess.run(["explain", "dependency-cycles"], in: temporary)
        XCTAssertEqual(misspelt.stderr, "dilint: 'dependency-cycles' is not a dilint rule; did you mean 'dependency-cycle'?\n")
    }

    func testExplainCoversCaptiveDependency() throws {
        let explain = try DilintProcess.run(["explain", "captive-dependency"], in: temporary)
        XCTAssertEqual(explain.exitCode, 0)
        XCTAssertTrue(explain.stdout.hasPrefix("captive-dependency: A singleton resolves"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Default severity: warning."), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Does not trigger (Dirk):"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Singleton { ImageCache(context: try ↓$0.get()) }"), explain.stdout)
        let rules = try DilintProcess.run(["rules"], in: temporary)
        XCTAssertTrue(rules.stdout.contains("captive-dependency"), rules.stdout)
    }

    func testInitInAFolderWithoutSwiftYetWritesAConfiguration() throws {
        let result = try DilintProcess.run(["init"], in: temporary)
        XCTAssertEqual(result.exitCode, 0, "a new project may have no code yet")
        XCTAssertEqual(result.stderr, "dilint: wrote .dilint.yml (no DI framework found yet)\n")
    }

    func testSourcesAreNeverModified() throws {
        let source = "import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\n"
        try write(source, to: "App/A.swift")
        let before = try FileManager.default.attributesOfItem(atPath: temporary.appendingPathComponent("App/A.swift").path)
        _ = try DilintProcess.run(["lint", "--format", "json"], in: temporary)
        let after = try FileManager.default.attributesOfItem(atPath: temporary.appendingPathComponent("App/A.swift").path)
        XCTAssertEqual(try String(contentsOf: temporary.appendingPathComponent("App/A.swift"), encoding: .utf8), source)
        XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date)
    }

    func testTheFindingsDoNotDependOnTheCurrentDirectory() throws {
        let example = DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp")
        func findings(from directory: URL, path: String) throws -> [String] {
            let result = try DilintProcess.run(["lint", path, "--format", "json"], in: directory)
            let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
            // Paths are printed relative to where dilint runs, so compare what was found, not where it is printed.
            return diagnostics.map { "\($0["rule"]!) \($0["type"] ?? "-") \(($0["file"] as? String).map { ($0 as NSString).lastPathComponent } ?? "") \($0["line"]!)" }.sorted()
        }
        let fromRoot = try findings(from: example, path: ".")
        XCTAssertTrue(fromRoot.contains { $0.hasPrefix("duplicate-registration HTTPClient") })
        XCTAssertEqual(try findings(from: example.appendingPathComponent("Sources"), path: ".."), fromRoot)
        XCTAssertEqual(try findings(from: example.appendingPathComponent("Tests/ShopTests"), path: "../.."), fromRoot)
        XCTAssertEqual(try findings(from: example.deletingLastPathComponent(), path: "ExampleApp"), fromRoot)
    }

    func testTestCodeIsNotRecognisedFromFoldersAboveTheNamedPath() throws {
        // A checkout under a folder that happens to end in "Tests" is still app code, however it is named.
        try write("import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\n", to: "IntegrationTests/MyApp/App/A.swift")
        let app = temporary.appendingPathComponent("IntegrationTests/MyApp")
        let relative = try DilintProcess.run(["lint", "App", "--no-color"], in: app)
        let absolute = try DilintProcess.run(["lint", app.appendingPathComponent("App").path, "--no-color"], in: temporary)
        XCTAssertTrue(relative.stdout.contains("[missing-bootstrap]"), relative.stdout)
        XCTAssertTrue(absolute.stdout.contains("[missing-bootstrap]"), absolute.stdout)
    }

    func testTheCurrentFolderIsTheProjectWhateverItIsCalledButANamedFolderCounts() throws {
        try write("import Dirk\nfinal class A { @Inject var b: B }\nfinal class B {}\n", to: "ShopUITests/App/A.swift")
        // Linting the checkout itself: app code, though the checkout's folder ends in "Tests".
        let itself = try DilintProcess.run(["lint", "--no-color"], in: temporary.appendingPathComponent("ShopUITests"))
        XCTAssertTrue(itself.stdout.contains("[missing-bootstrap]"), itself.stdout)
        // Naming a folder of tests: test code, which needs no start of its own.
        let named = try DilintProcess.run(["lint", "ShopUITests", "--no-color"], in: temporary)
        XCTAssertFalse(named.stdout.contains("[missing-bootstrap]"), named.stdout)
    }
}
