import Foundation
import XCTest

/// Inputs that once crashed or stalled dilint (each found by a fuzzing run, here with its minimal form),
/// and inputs that are not Swift sources at all. dilint must end every run by itself, with a report or
/// a clear warning, and check the rest of the project.
final class HostileInputTests: XCTestCase {
    private var project: TemporaryProject!
    private var temporary: URL { project.url }

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-hostile")
    }

    override func tearDownWithError() throws {
        project.remove()
    }

    private func write(_ contents: String, to name: String) throws {
        try project.write(contents, to: name)
    }

    /// A Dirk app with one missing registration beside the hostile file: its error proves the rest of the
    /// project was still checked.
    private func writeAppWithOneError() throws {
        try write("""
            import Dirk
            final class Checkout { @Inject var cart: Cart }
            final class Cart {}
            func boot() { try! Dirk.start { Module { Factory { Checkout() } } } }
            """, to: "App/Checkout.swift")
    }

    private func lint(_ extra: [String] = []) throws -> DilintProcess.Result {
        try DilintProcess.run(["lint", "--format", "json"] + extra, in: temporary)
    }

    private func assertRestOfProjectChecked(_ result: DilintProcess.Result, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.exitCode, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("'Cart' is not registered"), result.stdout, file: file, line: line)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), file: file, line: line)
    }

    /// The rest of the project was checked, and its error became a note: the skipped file, which spells
    /// DI code, may register 'Cart'. No error rests on a file dilint did not read.
    private func assertCheckedWithoutProofFrom(_ skipped: String, _ result: DilintProcess.Result,
                                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.exitCode, 0, result.stderr, file: file, line: line)
        XCTAssertFalse(result.stdout.contains("'Cart' is not registered"), result.stdout, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("no code dilint read registers 'Cart' with Dirk"), result.stdout, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("\"file\": \"\(skipped)\""), result.stdout, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("dilint did not read this file ("), result.stdout, file: file, line: line)
    }

    // MARK: dilint's own walks

    func testLeadingDotRegistrationBeforeConditionalCompilationEnds() throws {
        try writeAppWithOneError()
        try write("import Zerk\nlet x = .singleton(A())\n#if DEBUG\n  .scoped(B())\n#endif\n", to: "App/Odd.swift")
        assertRestOfProjectChecked(try lint())
    }

    func testLongZerkChainIsReadWhole() throws {
        let calls = 8_000
        try write("import Zerk\nprotocol P {}\nfinal class X: P {}\nfunc boot() {\n  Zerk.store"
                  + String(repeating: "\n    .singleton(X() as P)", count: calls) + "\n}\n", to: "App/Chain.swift")
        // The walk is the point here, not the budget: a debug build reads this file slower than a release one.
        let result = try DilintProcess.run(["lint", "--file-time-limit", "120"], in: temporary)
        XCTAssertTrue(result.stdout.contains("\(calls) registrations"), result.stdout + result.stderr)
    }

    // MARK: nesting the parser cannot take

    func testEveryNestingFormEndsWithAReportOrAWarningNamingTheLimit() throws {
        let forms: [(name: String, source: String, skippedFor: String?)] = [
            ("Brackets", "let a = " + String(repeating: "[", count: 761) + "1" + String(repeating: "]", count: 761) + "\n",
             "square brackets nested deeper than 16"),
            ("ShallowBrackets", "let a = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26) + "\n",
             "square brackets nested deeper than 16"),
            // Found by Scripts/fuzz: an unclosed run of generic arguments in an expression.
            ("UnclosedGenerics", "f(" + String(repeating: "A<", count: 4_096) + "B\n", "generic angle brackets nested deeper than 256"),
            // Found by Scripts/fuzz: a request of a deeply generic type made Link resolve each level's
            // arguments once per enclosing scope, (scopes + 1) to the power of the depth.
            ("GenericRequest", "import Dirk\nenum Outer { final class Screen {\n    @Inject var g: " + String(repeating: "A<", count: 200)
                + "B" + String(repeating: ">", count: 200) + "\n} }\n", nil),
            ("Generics", "var g: " + String(repeating: "A<", count: 1_328) + "B" + String(repeating: ">", count: 1_328) + "\n", nil),
            ("ElseIf", "func f(x: Int) {\n if x == 0 {}\n" + String(repeating: " else if x == 1 {}", count: 5_703) + "\n}\n", nil),
            ("IfConfig", String(repeating: "#if A\n", count: 7_812) + "let a = 1\n" + String(repeating: "#endif\n", count: 7_812),
             "#if blocks nested deeper than 32"),
            ("Try", "let a = " + String(repeating: "try! ", count: 8_437) + "f()\n", nil),
            ("UnclosedParentheses", "final class N {\na" + String(repeating: "(", count: 20_000) + "\n",
             "parentheses nested deeper than 128"),
            ("Interpolation", "let s = " + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000) + "\n",
             "string interpolations nested deeper than 16"),
        ]
        try writeAppWithOneError()
        for form in forms {
            let path = "App/\(form.name).swift"
            // DI code, so the file is one the run must read (a file nothing needs is never parsed, and its
            // limits go unchecked unless --full-parse).
            try write(form.skippedFor == nil ? form.source : "import Dirk\n" + form.source, to: path)
            defer { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(path)) }
            let result = try lint()
            if form.skippedFor == nil { assertRestOfProjectChecked(result) } else { assertCheckedWithoutProofFrom(path, result) }
            if let reason = form.skippedFor {
                XCTAssertTrue(result.stderr.contains("warning: \(path):1: skipped: \(reason)") || result.stderr.contains("warning: \(path):"),
                              "\(form.name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(reason), "\(form.name): \(result.stderr)")
            }
        }
    }

    func testFileLargerThanTheLimitIsSkippedWithItsWarning() throws {
        try writeAppWithOneError()
        let line = "let value = 1 // padding\n"
        try write(String(repeating: line, count: (4 << 20) / line.utf8.count + 1), to: "App/Huge.swift")
        let result = try lint()
        // Not read at all, so what it holds is unknown: it may register anything.
        assertCheckedWithoutProofFrom("App/Huge.swift", result)
        XCTAssertTrue(result.stderr.contains("warning: App/Huge.swift:1: skipped: file larger than 4 MiB"), result.stderr)
    }

    func testNotesPerFindingAreBounded() throws {
        // Each copy's unbuilt container provides the missing key: one hint per copy, for every copy's request.
        let copies = 9
        for copy in 0..<copies {
            try write("""
                import Shank
                protocol WidgetModuleType {}
                struct WidgetModule: WidgetModuleType {}
                final class AppDelegate\(copy) {
                    private let dependencies = Dependencies { Module { Feed\(copy)() } }
                    private let widgetDependencies = Dependencies { Module { WidgetModule() as WidgetModuleType } }
                    init() { dependencies.build() }
                }
                final class Feed\(copy) {}
                final class Screen\(copy) { @Inject private var widget: WidgetModuleType }
                """, to: "Copy\(copy)/App.swift")
        }
        let result = try DilintProcess.run(["lint", "--format", "json"], in: temporary)
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let missing = try XCTUnwrap(report["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "unregistered-type" }
        XCTAssertEqual(missing.count, copies)
        for finding in missing {
            let notes = try XCTUnwrap(finding["notes"] as? [[String: Any]]).compactMap { $0["message"] as? String }
            XCTAssertEqual(notes.count, 5, "\(notes)")
            XCTAssertEqual(notes.last, "and \(copies - 4) more like these")
        }
    }

    // MARK: what is not a Swift source

    func testFIFONamedLikeASwiftFileIsSkippedWithAWarningNotWaitedOn() throws {
        try writeAppWithOneError()
        let fifo = temporary.appendingPathComponent("App/Pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let result = try lint()
        assertRestOfProjectChecked(result)
        XCTAssertTrue(result.stderr.contains("warning: App/Pipe.swift is a FIFO, not a Swift source file; skipped"), result.stderr)
    }

    func testProjectWhoseOnlySwiftFileCannotBeReadExitsWithTwo() throws {
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: temporary.appendingPathComponent("Binary.swift"))
        let result = try lint()
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasSuffix("dilint: none of the 1 Swift file could be read (see the warnings above); nothing was checked\n"),
                      result.stderr)
    }

    func testFileNamedOnTheCommandLineMustBeSwift() throws {
        try write("let a = 1\n", to: "notes.txt")
        let result = try lint(["notes.txt"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: not a Swift file: notes.txt (dilint reads .swift files)\n")
    }

    func testSymlinksNeverLeadOutOfTheGivenFolders() throws {
        try writeAppWithOneError()
        try FileManager.default.createSymbolicLink(atPath: temporary.appendingPathComponent("App/proc").path,
                                                   withDestinationPath: "/proc/self")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("import Dirk\nfinal class Far { @Inject var gone: Gone }\n".utf8).write(to: outside.appendingPathComponent("Far.swift"))
        try FileManager.default.createSymbolicLink(atPath: temporary.appendingPathComponent("App/Far.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Far.swift").path)
        let result = try lint()
        assertRestOfProjectChecked(result)
        XCTAssertFalse(result.stdout.contains("Gone"), result.stdout)
        XCTAssertTrue(result.stderr.contains("warning: App/proc is a symbolic link out of the paths given"), result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: App/Far.swift is a symbolic link out of the paths given"), result.stderr)
    }

    func testSymlinkInsideTheGivenFolderIsFollowed() throws {
        // The hidden folder is skipped by its name: the link is the only way to its file.
        try write("import Dirk\nfinal class Checkout { @Inject var cart: Cart }\n", to: "App/.generated/Checkout.swift")
        try write("import Dirk\nfinal class Cart {}\nfunc boot() { try! Dirk.start { Module { Factory { Checkout() } } } }\n", to: "App/Boot.swift")
        try FileManager.default.createSymbolicLink(atPath: temporary.appendingPathComponent("App/Shared").path,
                                                   withDestinationPath: temporary.appendingPathComponent("App/.generated").path)
        let result = try lint(["App"])
        XCTAssertTrue(result.stdout.contains("'Cart' is not registered"), result.stdout + result.stderr)
        XCTAssertFalse(result.stderr.contains("out of the paths given"), result.stderr)
    }

    func testDanglingAndLoopingSwiftSymlinksAreWarnedAbout() throws {
        try writeAppWithOneError()
        try FileManager.default.createSymbolicLink(atPath: temporary.appendingPathComponent("App/Gone.swift").path,
                                                   withDestinationPath: temporary.appendingPathComponent("nowhere.swift").path)
        let loop = temporary.appendingPathComponent("App/Loop.swift").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let result = try lint()
        assertRestOfProjectChecked(result)
        XCTAssertTrue(result.stderr.contains("warning: cannot read App/Gone.swift: No such file or directory; skipped"), result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: cannot read App/Loop.swift: Too many levels of symbolic links; skipped"), result.stderr)
    }

    // MARK: configuration

    func testConfigurationValuesOfTheWrongTypeAreErrors() throws {
        try writeAppWithOneError()
        for (text, message) in [
            ("excluded: true\n", "dilint: .dilint.yml:1:11: 'excluded' must be a list of strings, not a boolean ('true'); quote it if it is a path\n"),
            ("tests: 3\n", "dilint: .dilint.yml:1:8: 'tests' must be a list of strings, not a number ('3'); quote it if it is a path\n"),
            ("included:\n  - App\n  - 1.5\n", "dilint: .dilint.yml:3:5: each item of 'included' must be a string, not a number ('1.5'); quote it if it is a path\n"),
        ] {
            try write(text, to: ".dilint.yml")
            let result = try lint()
            XCTAssertEqual(result.exitCode, 2, text)
            XCTAssertEqual(result.stderr, message)
        }
        try write("excluded: \"true\"\n", to: ".dilint.yml")
        XCTAssertEqual(try lint().exitCode, 1, "a quoted value is a path")
    }

    func testNULInConfigurationIsOneLine() throws {
        try writeAppWithOneError()
        try write("excluded:\n  - Gen\u{0}erated\n", to: ".dilint.yml")
        let result = try lint()
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: .dilint.yml"), result.stderr)
    }
}
