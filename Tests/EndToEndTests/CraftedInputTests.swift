import Foundation
import XCTest

/// Input an attacker chooses: a pull request's git objects, a report handed to `--fix-from`, file
/// names, a configuration, a link prefix. Each test runs inside a `Sandbox` and fails when anything
/// outside the project folder was created or changed (the temporary folder of the runs included).
final class CraftedInputTests: XCTestCase {
    private var sandbox: Sandbox!
    private var outsideBefore: [String: String] = [:]

    /// The target beside the project holds the bytes of the project's `Sources/Register.swift` in the
    /// report tests, so that a forged fix's hash matches it wherever the forged path leads.
    override func setUpWithError() throws {
        sandbox = try Sandbox()
        try Data(register.utf8).write(to: sandbox.target)
        outsideBefore = sandbox.snapshot()
    }

    /// Every test, whatever it runs: nothing outside the project was created, changed or left behind.
    override func tearDown() {
        let after = sandbox.snapshot()
        let changed = Set(outsideBefore.keys).union(after.keys).filter { outsideBefore[$0] != after[$0] }.sorted()
        XCTAssertEqual(changed, [], "changed outside the project")
        sandbox.remove()
    }

    // MARK: git trees

    @discardableResult
    private func git(_ arguments: [String], input: Data? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = sandbox.project
        let output = Pipe(), entry = Pipe()
        process.standardOutput = output
        process.standardInput = entry
        process.standardError = FileHandle.nullDevice
        try process.run()
        entry.fileHandleForWriting.write(input ?? Data())
        try entry.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments)"]) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A tree object written as given, names git's own commands refuse included (`hash-object --literally`).
    private func literalTree(_ entries: [(mode: String, name: String, object: String)]) throws -> String {
        var bytes = Data()
        for entry in entries {
            bytes += Data("\(entry.mode) \(entry.name)\0".utf8)
            var hex = Substring(entry.object)
            while !hex.isEmpty {
                bytes.append(UInt8(hex.prefix(2), radix: 16)!)
                hex = hex.dropFirst(2)
            }
        }
        return try git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: bytes)
    }

    /// A repository whose HEAD is a commit with entries that lead out of any folder it is written to;
    /// the working tree holds a Dirk app with one error.
    private func repositoryWithCraftedHead() throws -> [String] {
        try sandbox.write("""
            import Dirk
            final class Checkout { @Inject var cart: Cart }
            final class Cart {}
            func boot() { try! Dirk.start { Module { Factory { Checkout() } } } }
            """, to: "App/Checkout.swift")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "app"])
        let evil = try git(["hash-object", "-w", "--stdin"], input: Data("import Dirk\nfinal class Evil { @Inject var e: Gone }\n".utf8))
        let inner = try literalTree([("100644", "evil.swift", evil)])
        let names = ["..", "../../escape.swift", "/absolute.swift", ".git", ".GIT", "-rf.swift", "a\\..\\..\\b.swift"]
        let tree = try literalTree([("40000", "App", try git(["rev-parse", "HEAD:App"]))] + names.map { name in
            name.hasSuffix(".swift") ? ("100644", name, evil) : ("40000", name, inner)
        })
        let crafted = try git(["commit-tree", tree, "-p", "HEAD", "-m", "crafted"])
        // HEAD moves to it without a checkout (git's checkout would refuse these names).
        try git(["update-ref", "HEAD", crafted])
        return names
    }

    func testCraftedTreeEntriesAreSkippedAndNothingIsWrittenOutsideTheSnapshot() throws {
        let names = try repositoryWithCraftedHead()
        for arguments in [["lint", "--changed-since", "HEAD"], ["diff", "HEAD"],
                          ["diff", "HEAD~1", "HEAD"], ["lint", "--changed-since", "HEAD", "--format", "json"]] {
            try sandbox.assertNothingOutsideChanges(arguments.joined(separator: " ")) {
                let result = try sandbox.dilint(arguments)
                XCTAssertTrue([0, 1].contains(result.exitCode), "\(arguments): \(result.stderr)")
                let skipped = result.stderr.split(separator: "\n").filter { $0.hasPrefix("dilint: warning: ") && $0.hasSuffix("it was not read") }
                XCTAssertEqual(skipped.count, names.count, "\(arguments): \(result.stderr)")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.temporary.path), [], "snapshots are removed")
    }

    func testTheSkippedEntriesAreNamedWithTheReasonGitWouldGive() throws {
        _ = try repositoryWithCraftedHead()
        let result = try sandbox.dilint(["lint", "--changed-since", "HEAD"])
        XCTAssertTrue(result.stderr.contains("holds '../evil.swift', which has a '..' component; it was not read"), result.stderr)
        XCTAssertTrue(result.stderr.contains("holds '.git/evil.swift', which names a .git folder"), result.stderr)
        XCTAssertTrue(result.stderr.contains("holds '-rf.swift', which has a component that starts with '-'"), result.stderr)
        // The app itself is still compared: its one error was there before the change.
        XCTAssertTrue(result.stderr.contains("1 finding present before this change"), result.stderr)
    }

    /// Commands a repository's configuration or attributes could start: none may run while dilint reads.
    func testReadingGitObjectsRunsNoConfiguredCommand() throws {
        _ = try repositoryWithCraftedHead()
        // The commands live in the project (untracked); what they would make, beside it.
        let tools = sandbox.project.appendingPathComponent(".tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let marker = sandbox.outside.appendingPathComponent("ran")
        let script = tools.appendingPathComponent("command.sh")
        try Data("#!/bin/sh\ntouch '\(marker.path)'\ncat\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        for (key, value) in [("core.fsmonitor", script.path), ("core.pager", script.path), ("pager.ls-tree", script.path),
                             ("pager.cat-file", script.path), ("filter.evil.smudge", script.path), ("filter.evil.textconv", script.path),
                             ("diff.external", script.path), ("core.hooksPath", tools.path)] {
            try git(["config", key, value])
        }
        try Data("*.swift filter=evil diff=evil\n".utf8).write(to: sandbox.project.appendingPathComponent(".gitattributes"))
        for hook in ["post-checkout", "post-index-change", "reference-transaction"] {
            try FileManager.default.copyItem(at: script, to: tools.appendingPathComponent(hook))
        }
        for arguments in [["lint", "--changed-since", "HEAD"], ["diff", "HEAD"]] {
            try sandbox.assertNothingOutsideChanges(arguments.joined(separator: " ")) {
                _ = try sandbox.dilint(arguments, environment: ["GIT_PAGER": script.path, "PAGER": script.path])
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "\(arguments) started a configured command")
        }
    }

    // MARK: forged reports

    private let register = """
        import Zerk
        protocol Analytics {}
        final class Firebase: Analytics {}
        func register() {
            Zerk.store
                .singleton(Firebase())
        }

        """

    /// A report with one fix (to `Sources/Register.swift`, whose bytes the target beside the project holds).
    private func reportWithOneFix() throws -> [String: Any] {
        try sandbox.write(register, to: "Sources/Register.swift")
        try sandbox.write("import Zerk\nfinal class Screen { @Injected var analytics: Analytics }\n", to: "Sources/Screen.swift")
        let result = try sandbox.dilint(["lint", "--format", "json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(fixes(in: report).count, 1, result.stdout)
        return report
    }

    private func fixes(in report: [String: Any]) -> [[String: Any]] {
        ((report["diagnostics"] as? [[String: Any]]) ?? []).flatMap { ($0["fixes"] as? [[String: Any]]) ?? [] }
    }

    /// The report with every change of every fix rewritten by `change`, written into the project.
    private func forge(_ report: [String: Any], _ change: (inout [String: Any]) -> Void) throws -> String {
        var forged = report
        forged["diagnostics"] = ((report["diagnostics"] as? [[String: Any]]) ?? []).map { diagnostic in
            var diagnostic = diagnostic
            diagnostic["fixes"] = ((diagnostic["fixes"] as? [[String: Any]]) ?? []).map { fix in
                var fix = fix
                fix["changes"] = ((fix["changes"] as? [[String: Any]]) ?? []).map { item in
                    var item = item
                    change(&item)
                    return item
                }
                return fix
            }
            return diagnostic
        }
        let path = sandbox.project.appendingPathComponent("forged.json")
        try JSONSerialization.data(withJSONObject: forged).write(to: path)
        return path.path
    }

    func testAReportCannotNameAFileOutsideTheProject() throws {
        let report = try reportWithOneFix()
        try FileManager.default.createSymbolicLink(atPath: sandbox.project.appendingPathComponent("Sources/link").path,
                                                   withDestinationPath: "../../outside")
        let forged: [(path: String, reason: String)] = [
            ("../outside/X.swift", "lies outside"), ("Sources/../../outside/X.swift", "lies outside"),
            (sandbox.target.path, "is absolute"), ("Sources/link/X.swift", "lies outside"),
        ]
        for (path, reason) in forged {
            let file = try forge(report) { $0["file"] = path }
            try sandbox.assertNothingOutsideChanges(path) {
                let result = try sandbox.dilint(["lint", "--fix-from", file])
                XCTAssertEqual(result.exitCode, 1, "\(path): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("dilint: warning: fix refused: '\(path)' \(reason)"), "\(path): \(result.stderr)")
                XCTAssertFalse(result.stderr.contains("applied"), result.stderr)
            }
        }
        // Applied where it belongs, the same report still works.
        let result = try sandbox.dilint(["lint", "--fix-from", try forge(report) { _ in }])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(try String(contentsOf: sandbox.project.appendingPathComponent("Sources/Register.swift"), encoding: .utf8)
            .contains(".singleton(Firebase() as Analytics)"))
    }

    func testAReportCannotEditAnythingButARegularSwiftSource() throws {
        let report = try reportWithOneFix()
        try Data(register.utf8).write(to: sandbox.project.appendingPathComponent("README.md"))
        XCTAssertEqual(mkfifo(sandbox.project.appendingPathComponent("Sources/Pipe.swift").path, 0o600), 0)
        for (path, message) in [("README.md", "README.md is not a Swift source"), ("Sources/Pipe.swift", "'Sources/Pipe.swift' is not a regular file")] {
            let file = try forge(report) { $0["file"] = path }
            let before = try Data(contentsOf: sandbox.project.appendingPathComponent("README.md"))
            try sandbox.assertNothingOutsideChanges(path) {
                let result = try sandbox.dilint(["lint", "--fix-from", file])
                XCTAssertEqual(result.exitCode, 1, result.stderr)
                XCTAssertTrue(result.stderr.contains(message), result.stderr)
            }
            XCTAssertEqual(try Data(contentsOf: sandbox.project.appendingPathComponent("README.md")), before)
        }
    }

    func testAReportsEditsAreBoundedAndCheckedAgainstTheFile() throws {
        let report = try reportWithOneFix()
        let source = sandbox.project.appendingPathComponent("Sources/Register.swift")
        let huge = try forge(report) { change in
            change["edits"] = [["span": ["startOffset": 0, "endOffset": 0, "startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1],
                                "replacement": String(repeating: "x", count: 2 << 20)]]
        }
        var result = try sandbox.dilint(["lint", "--fix-from", huge])
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("more than a report may (10000 edits, 1 MiB); no fix was applied"), result.stderr)
        let many = try forge(report) { change in
            change["edits"] = (0..<10_001).map { offset in
                ["span": ["startOffset": offset, "endOffset": offset, "startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1], "replacement": ""]
            }
        }
        result = try sandbox.dilint(["lint", "--fix-from", many])
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        let beyond = try forge(report) { change in
            change["edits"] = [["span": ["startOffset": 100_000, "endOffset": 100_010, "startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1],
                                "replacement": "x"]]
        }
        result = try sandbox.dilint(["lint", "--fix-from", beyond])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), register)
        // Past the size a report is read up to, it is not read at all (a sparse file: no disk is used).
        let oversized = sandbox.project.appendingPathComponent("oversized.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: oversized, contents: nil))
        XCTAssertEqual(truncate(oversized, 300 << 20), 0)
        result = try sandbox.dilint(["lint", "--fix-from", oversized])
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        XCTAssertEqual(result.stderr, "dilint: \(oversized) holds \(300 << 20) bytes, more than the 256 MiB a report of dilint lint is read up to\n")
    }

    // MARK: file names

    /// Names that try to start a line, recolour a terminal, add HTML or run a shell command.
    private let hostileNames = [
        "App/Line\n::error file=x.swift,line=1::injected.swift", "App/Return\r::warning::injected.swift",
        "App/Colour\u{1B}[31mred\u{1B}]0;title\u{7}.swift", "App/<img src=x onerror=alert(1)>.swift",
        "App/$(touch pwned) `touch pwned2`; rm -rf x.swift", "App/Reversed\u{202E}tfiws.exe.swift", "App/[link](https:%2F%2Fevil).swift",
        "App/pipe|and%0Apercent:comma,.swift",
    ]

    private func writeProjectWithHostileNames() throws {
        for (number, name) in hostileNames.enumerated() {
            try sandbox.write("import Dirk\nfinal class Screen\(number) { @Inject var missing: Missing\(number) }\n", to: name)
        }
        try sandbox.write("import Dirk\nfunc boot() { try! Dirk.start { Module { Factory { Screen0() } } } }\n", to: "App/Boot.swift")
        // A file that cannot be read, so a warning on stderr names a hostile path too.
        let unreadable = sandbox.project.appendingPathComponent("App/Bad\n::error::bytes.swift")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: unreadable)
    }

    private func controlCharacters(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                               || (0x2066...0x2069).contains(scalar.value))
        }.map { String(format: "U+%04X", $0.value) }
    }

    /// Markdown text with its code spans (a run of backticks up to the next run of the same length) left out.
    private func withoutCodeSpans(_ text: String) -> String {
        var result = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            result += rest[..<open]
            let fence = rest[open...].prefix { $0 == "`" }
            let after = rest[fence.endIndex...]
            guard let close = after.range(of: String(fence)) else { return result + rest[open...] }
            rest = after[close.upperBound...].drop { $0 == "`" }
        }
        return result + rest
    }

    func testFileNamesCannotInjectLinesCommandsOrMarkup() throws {
        try writeProjectWithHostileNames()
        try sandbox.assertNothingOutsideChanges("hostile names") {
            for format in ["text", "github", "markdown", "junit", "checkstyle", "sarif", "json"] {
                let result = try sandbox.dilint(["lint", "--format", format])
                XCTAssertEqual(result.exitCode, 1, "\(format): \(result.stderr)")
                // JSON and XML escape by their own rules, for programs; what people read spells them out.
                let read = ["text", "github", "markdown"].contains(format) ? result.stdout + result.stderr : result.stderr
                XCTAssertEqual(controlCharacters(in: read), [], "\(format)")
                for line in result.stderr.split(separator: "\n") {
                    XCTAssertTrue(line.hasPrefix("dilint: "), "\(format) stderr: \(line)")
                }
                let findingsCount = hostileNames.count
                switch format {
                case "github":
                    let lines = result.stdout.split(separator: "\n")
                    XCTAssertEqual(lines.filter { $0.hasPrefix("::") }.count, findingsCount, result.stdout)
                    for line in lines {
                        XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("dilint: "), line.debugDescription)
                    }
                case "text":
                    let lines = result.stdout.split(separator: "\n")
                    XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, findingsCount, result.stdout)
                    XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("App/") || $0.hasPrefix("dilint: ") }, result.stdout)
                case "markdown":
                    // Code spans show their text as it is; outside them nothing may be HTML or a link.
                    let rendered = withoutCodeSpans(result.stdout)
                    XCTAssertFalse(rendered.contains("<img"), rendered)
                    XCTAssertFalse(rendered.contains("](https"), rendered)
                    let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| error") }
                    XCTAssertEqual(rows.count, findingsCount, result.stdout)
                    // Four cells a row: no name adds an unescaped pipe.
                    for row in rows {
                        XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 5, String(row))
                    }
                default:
                    break
                }
            }
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: sandbox.project.path)
        XCTAssertFalse(made.contains { $0.hasPrefix("pwned") }, "\(made)")
    }

    // MARK: configuration

    func testConfigurationBombsEndInOneLineAndExitTwo() throws {
        try sandbox.write("import Dirk\nfinal class A { @Inject var b: B }\n", to: "App/A.swift")
        var aliases = ["a0: &a0 [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"]
        for level in 1...8 {
            aliases.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        let bombs: [(name: String, text: String, message: String)] = [
            ("aliases in a key", aliases.joined(separator: "\n") + "\n? *a8\n: 1\n", "aliases expand the configuration past"),
            ("two million entries", "excluded:\n" + String(repeating: "  - Sources/Generated\n", count: 2_000_000), "bytes, more than the 1024 KiB"),
            ("a long list", "excluded:\n" + (0..<5_000).map { "  - d\($0)\n" }.joined(), "more than 1000 items in one list"),
            ("deep nesting", "excluded: " + String(repeating: "[", count: 200_000) + "\n", ".dilint.yml:1:"),
        ]
        for bomb in bombs {
            try sandbox.write(bomb.text, to: ".dilint.yml")
            try sandbox.assertNothingOutsideChanges(bomb.name) {
                let result = try sandbox.dilint(["lint"])
                XCTAssertEqual(result.exitCode, 2, "\(bomb.name): \(result.stderr)")
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(bomb.name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(bomb.message), "\(bomb.name): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", bomb.name)
            }
        }
    }

    // MARK: link prefixes

    func testLinkPrefixesThatWouldRunScriptsAreUsageErrors() throws {
        try sandbox.write("import Dirk\nfinal class A { @Inject var b: B }\n", to: "App/A.swift")
        for prefix in ["javascript:alert(document.cookie)//", "data:text/html;base64,PHNjcmlwdD4=", "JaVaScRiPt:x", "//evil.example/"] {
            for arguments in [["graph", "-o", "g.svg"], ["lint", "--graph", "g.svg"]] {
                let result = try sandbox.dilint(arguments + ["--link-prefix", prefix])
                XCTAssertEqual(result.exitCode, 2, "\(prefix): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix("dilint: --link-prefix '\(prefix)'"), result.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.project.appendingPathComponent("g.svg").path))
            }
        }
        let result = try sandbox.dilint(["graph", "-o", "g.svg", "--link-prefix", "https://example.com/o/r/blob/main/"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let svg = try String(contentsOf: sandbox.project.appendingPathComponent("g.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("href=\"https://example.com/o/r/blob/main/App/A.swift#L2\""), svg)
    }
}
