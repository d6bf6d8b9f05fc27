import Foundation
import XCTest

/// `dilint diff BASE [HEAD]` over small git repositories: one commit introduces an unregistered type
/// and fixes a cycle; every format says so, and only the introduced error fails the run.
final class DiffCommandTests: XCTestCase {
    private var project: URL!

    private let bootBefore = """
        import Dirk
        protocol Store {}
        final class Disk: Store {}
        final class Auth { init(session: Session) {} }
        final class Session { init(auth: Auth) {} }
        func boot() {
            try! Dirk.start {
                Module {
                    Factory<Store> { Disk() }
                    Singleton { Auth(session: try $0.get()) }
                    Singleton { Session(auth: try $0.get()) }
                }
            }
        }

        """
    /// The Store provider is gone (Settings, untouched, now crashes) and Session no longer needs Auth.
    private let bootAfter = """
        import Dirk
        protocol Store {}
        final class Disk: Store {}
        final class Auth { init(session: Session) {} }
        final class Session { init() {} }
        func boot() {
            try! Dirk.start {
                Module {
                    Singleton { Auth(session: try $0.get()) }
                    Singleton { Session() }
                }
            }
        }

        """
    private let settings = "import Dirk\nfinal class Settings {\n    @Inject var store: Store\n}\n"

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write(bootBefore, to: "Sources/Boot.swift")
        try write(settings, to: "Sources/Settings.swift")
        try git(["init", "-q", "-b", "main"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
        try write(bootAfter, to: "Sources/Boot.swift")
        try git(["commit", "-q", "-am", "drop the store, break the cycle"])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func write(_ contents: String, to name: String) throws {
        let url = project.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    @discardableResult
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=dilint", "-c", "user.email=dilint@example.com"] + arguments
        process.currentDirectoryURL = project
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func diff(_ arguments: [String]) throws -> DilintProcess.Result {
        try DilintProcess.run(["diff"] + arguments, in: project)
    }

    private func short(_ revision: String) throws -> String { String(try git(["rev-parse", revision]).prefix(12)) }

    func testTextNamesTheIntroducedErrorTheFixedCycleAndTheGraphChange() throws {
        let result = try diff(["HEAD~1", "HEAD"])
        XCTAssertEqual(result.exitCode, 1, "an introduced error fails the run")
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "dilint diff \(try short("HEAD~1"))..\(try short("HEAD"))")
        XCTAssertEqual(lines[1], "introduced: 1")
        XCTAssertTrue(lines[2].hasPrefix("  Sources/Settings.swift:3:"), lines[2])
        XCTAssertTrue(lines[2].hasSuffix("error: 'Store' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]"), lines[2])
        XCTAssertEqual(lines[3], "fixed: 1")
        XCTAssertTrue(lines[4].hasPrefix("  Sources/Boot.swift:"), lines[4])
        XCTAssertTrue(lines[4].hasSuffix("[dependency-cycle]"), lines[4])
        XCTAssertEqual(lines[5], "still present: 0")
        XCTAssertEqual(lines[6], "graph:")
        XCTAssertEqual(lines[7], "  Dirk:")
        XCTAssertTrue(lines.contains("    - registration 'Store' (factory, Factory) built as 'Disk'"), result.stdout)
        XCTAssertTrue(lines.contains("    - edge 'Session' → 'Auth'"), result.stdout)
        XCTAssertTrue(lines.contains("    - request 'Auth' by $0.get() in the provider of 'Session'"), result.stdout)
        XCTAssertEqual(lines.count, 11, "an edge or request both sides have is no change: \(result.stdout)")
    }

    func testJSONCarriesTheSameComparison() throws {
        let result = try diff(["HEAD~1", "HEAD", "--format", "json"])
        XCTAssertEqual(result.exitCode, 1)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["base"] as? String, try short("HEAD~1"))
        XCTAssertEqual(document["head"] as? String, try short("HEAD"))
        XCTAssertEqual(document["noChange"] as? Bool, false)
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["introduced": 1, "introducedErrors": 1, "fixed": 1, "stillPresent": 0])
        let introduced = try XCTUnwrap(document["introduced"] as? [[String: Any]])
        XCTAssertEqual(introduced.map { $0["rule"] as? String }, ["unregistered-type"])
        XCTAssertEqual(introduced.first?["file"] as? String, "Sources/Settings.swift")
        let fixed = try XCTUnwrap(document["fixed"] as? [[String: Any]])
        XCTAssertEqual(fixed.map { $0["rule"] as? String }, ["dependency-cycle"])
        let graph = try XCTUnwrap(document["graph"] as? [[String: Any]])
        XCTAssertEqual(graph.count, 1)
        let edges = try XCTUnwrap(graph.first?["edges"] as? [String: [String]])
        XCTAssertEqual(edges["removed"], ["'Session' → 'Auth'"])
        XCTAssertEqual(edges["added"], [])
    }

    func testMarkdownIsAPullRequestComment() throws {
        let result = try diff(["HEAD~1", "HEAD", "--format", "markdown", "--link-prefix", "https://example.com/blob/abc/"])
        XCTAssertEqual(result.exitCode, 1)
        let base = try short("HEAD~1"), head = try short("HEAD")
        XCTAssertEqual(result.stdout, """
            ### dilint diff `\(base)..\(head)`

            **1 introduced** (1 error), **1 fixed**, 0 still present.

            #### Introduced

            | Severity | Finding | Rule | Where |
            |---|---|---|---|
            | error | 'Store' is not registered with Dirk; @Inject here crashes at run time | `unregistered-type` | [`Sources/Settings.swift:3`](https://example.com/blob/abc/Sources/Settings.swift#L3) |

            #### Fixed

            | Severity | Finding | Rule | Where |
            |---|---|---|---|
            | error | dependency cycle: 'Session' → 'Auth' → 'Session'; resolving any of them recurses until the stack overflows; break it here: instead of $0.get() while it is being built, let 'Session' get 'Auth' from an @Inject property (Dirk resolves it when first read) | `dependency-cycle` | `Sources/Boot.swift:11` |

            #### Graph

            **Dirk**

            - removed registration 'Store' (factory, Factory) built as 'Disk'
            - removed request 'Auth' by $0.get() in the provider of 'Session'
            - removed edge 'Session' → 'Auth'

            ```mermaid
            graph LR
              subgraph c0["Dirk"]
                c0n0["Session"] -.->|removed| c0n1["Auth"]
              end
            ```

            """, "fixed places are in the base, so only introduced ones are links")
    }

    func testGitHubAnnotatesOnlyTheIntroducedFindingsLines() throws {
        let result = try diff(["HEAD~1", "HEAD", "--format", "github"])
        XCTAssertEqual(result.exitCode, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("::error file=Sources/Settings.swift,line=3,col=5,title=dilint unregistered-type::'Store' is not registered"), lines[0])
        XCTAssertEqual(lines[1], "dilint diff \(try short("HEAD~1"))..\(try short("HEAD")): 1 introduced, 1 fixed, 0 still present")
    }

    func testARevisionAgainstItselfIsNoChange() throws {
        for (format, says) in [("text", "no change"), ("json", "\"noChange\": true"), ("markdown", "No change"), ("github", ": no change")] {
            let result = try diff(["HEAD", "HEAD", "--format", format])
            XCTAssertEqual(result.exitCode, 0, format)
            XCTAssertTrue(result.stdout.contains(says), result.stdout)
        }
        let text = try diff(["HEAD", "HEAD"])
        XCTAssertEqual(text.stdout, "dilint diff \(try short("HEAD"))..\(try short("HEAD"))\nno change (1 finding on both sides)\n")
    }

    func testFixingOnlyPassesAndHeadDefaultsToTheWorkingTree() throws {
        try write(bootBefore.replacingOccurrences(of: "Session(auth: try $0.get())", with: "Session()")
            .replacingOccurrences(of: "init(auth: Auth)", with: "init()"), to: "Sources/Boot.swift")
        let result = try diff(["HEAD~1"])
        XCTAssertEqual(result.exitCode, 0, "a fixed cycle fails nothing: \(result.stdout)")
        XCTAssertTrue(result.stdout.hasPrefix("dilint diff \(try short("HEAD~1"))..working tree\nintroduced: 0\nfixed: 1\n"), result.stdout)
    }

    func testOutsideAGitRepositoryIsExitTwoWithOneLine() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-diff-nogit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let result = try DilintProcess.run(["diff", "HEAD"], in: outside)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("dilint: diff: "), result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
    }

    func testFromASubfolderBothSidesAreThatFolder() throws {
        let result = try DilintProcess.run(["diff", "HEAD~1"], in: project.appendingPathComponent("Sources"))
        XCTAssertEqual(result.exitCode, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines[1...3].map { $0.prefix(24) }), ["introduced: 1", "  Settings.swift:3:5: er", "fixed: 1"], result.stdout)
        XCTAssertTrue(lines[4].hasPrefix("  Boot.swift:11:"), "the base is read from the same folder: \(result.stdout)")
    }

    func testAnUnknownRevisionIsExitTwoWithOneLine() throws {
        let result = try diff(["no-such-branch"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: diff: unknown revision 'no-such-branch'\n")
    }
}
