import Foundation
import XCTest

/// The hooks of .pre-commit-hooks.yaml as docs/ci.md configures them: pre-commit itself (Debian's, installed
/// by `Scripts/setup --tests`) clones a mirror of the hooks at tag v<version> and runs the `language: system`
/// hooks with the dilint under test on PATH, on `git commit` in a scratch app: a commit that breaks a request
/// is stopped, one that does not passes. The hooks' entries are also run alone, which needs no pre-commit.
final class PreCommitHookTests: XCTestCase {
    private var scratch: TemporaryProject!
    private var app: TemporaryProject!
    private let git = "git -c user.name=dilint -c user.email=dilint@example.com"

    override func setUpWithError() throws {
        scratch = try TemporaryProject(prefix: "dilint-pre-commit")
        app = TemporaryProject(url: scratch.url.appendingPathComponent("app"))
        // A Dirk app whose one request is served.
        try app.write("""
            import Dirk
            protocol Store {}
            final class Disk: Store {}
            func boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }

            """, to: "Sources/Boot.swift")
        try app.write("import Dirk\nfinal class Settings {\n    @Inject var store: Store\n}\n", to: "Sources/Settings.swift")
    }

    override func tearDown() {
        scratch.remove()
    }

    private var environment: [String: String] {
        ["PATH": DilintProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
         "PRE_COMMIT_HOME": scratch.url.appendingPathComponent("pre-commit-home").path, "NO_COLOR": "1"]
    }

    private func shell(_ script: String, in directory: URL) throws -> (status: Int32, output: String) {
        try WorkflowJob.run(script, in: directory, environment: environment)
    }

    /// docs/ci.md's configuration with the mirror's address filled in and the commented hook switched on.
    private func configuration(mirror: URL) throws -> String {
        let guide = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let block = try XCTUnwrap(guide.components(separatedBy: "## pre-commit\n\n```yaml\n").dropFirst().first?.components(separatedBy: "```\n").first)
        XCTAssertTrue(block.contains("rev: v\(try ReleaseAssets.declaredVersion())\n"), "the configuration pins the release's tag:\n\(block)")
        return block.replacingOccurrences(of: "<DILINT_MIRROR>", with: mirror.path).replacingOccurrences(of: "# - id:", with: "- id:")
    }

    func testTheReadmeShowsTheTestedConfiguration() throws {
        let root = DilintProcess.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let guide = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let shown = readme.components(separatedBy: "<!-- pre-commit: the hooks are run by PreCommitHookTests, as docs/ci.md configures them -->\n```yaml\n")
            .dropFirst().first?.components(separatedBy: "```\n").first
        let tested = guide.components(separatedBy: "## pre-commit\n\n```yaml\n").dropFirst().first?.components(separatedBy: "```\n").first
        XCTAssertNotNil(shown)
        XCTAssertEqual(shown, tested)
    }

    func testPreCommitRunsTheSystemHooksOnEveryCommit() throws {
        guard Self.hasPreCommit else {
            throw XCTSkip("pre-commit is not installed (Scripts/setup --tests installs it); testTheHooksEntriesGateTheCommit runs the hooks' entries")
        }
        // The mirror: a repository holding the hooks file, tagged v<version> (a tag of the scratch copy only).
        let mirror = TemporaryProject(url: scratch.url.appendingPathComponent("mirror"))
        try FileManager.default.createDirectory(at: mirror.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: DilintProcess.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                                         to: mirror.url.appendingPathComponent(".pre-commit-hooks.yaml"))
        let tagged = try shell("git init -q && git add . && \(git) commit -q -m hooks && \(git) tag v\(try ReleaseAssets.declaredVersion())", in: mirror.url)
        XCTAssertEqual(tagged.status, 0, tagged.output)

        // `--changed-since HEAD` needs a HEAD: the app has a commit before the hooks come.
        XCTAssertEqual(try shell("git init -q && git add . && \(git) commit -q -m base", in: app.url).status, 0)
        try app.write(try configuration(mirror: mirror.url), to: ".pre-commit-config.yaml")
        let installed = try shell("pre-commit install && git add . && \(git) commit -q -m hooks", in: app.url)
        XCTAssertEqual(installed.status, 0, installed.output)
        XCTAssertEqual(installed.output.components(separatedBy: "Passed").count - 1, 2, installed.output)

        // Dropping the provider breaks the request in a file the commit does not touch: both hooks stop it.
        try app.write("import Dirk\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "Sources/Boot.swift")
        let broken = try shell("git add . && \(git) commit -q -m 'drop the store'", in: app.url)
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertEqual(broken.output.components(separatedBy: "Failed").count - 1, 2, "both hooks fail: \(broken.output)")
        XCTAssertTrue(broken.output.contains("Sources/Settings.swift:3:5: error: 'Store' is not registered with Dirk"), broken.output)
        XCTAssertEqual(try shell("git log --format=%s", in: app.url).output, "hooks\nbase\n", "the commit was not made")

        // A commit that breaks nothing passes both.
        try app.write("import Dirk\nprotocol Store {}\nfinal class Disk: Store {}\nfunc boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }\n// Boots the app.\n",
                      to: "Sources/Boot.swift")
        let fine = try shell("git add . && \(git) commit -q -m comment", in: app.url)
        XCTAssertEqual(fine.status, 0, fine.output)
        XCTAssertEqual(fine.output.components(separatedBy: "Passed").count - 1, 2, fine.output)
    }

    /// Each hook's entry, as pre-commit runs it (no file names, in the repository's root), on the same commits.
    func testTheHooksEntriesGateTheCommit() throws {
        let hooks = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.hasPrefix("  entry: ") }.map { String($0.dropFirst("  entry: ".count)) }
        XCTAssertEqual(Set(entries), ["dilint lint", "dilint lint --changed-since HEAD"])
        XCTAssertEqual(try shell("git init -q && git add . && \(git) commit -q -m base", in: app.url).status, 0)
        for entry in Set(entries) {
            XCTAssertEqual(try shell(entry + " --no-color", in: app.url).status, 0, entry)
        }
        try app.write("import Dirk\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "Sources/Boot.swift")
        XCTAssertEqual(try shell("git add .", in: app.url).status, 0)
        for entry in Set(entries) {
            let result = try shell(entry + " --no-color", in: app.url)
            XCTAssertEqual(result.status, 1, "\(entry): \(result.output)")
            XCTAssertTrue(result.output.contains("Sources/Settings.swift:3:5: error: 'Store' is not registered with Dirk"), result.output)
        }
    }

    private static var hasPreCommit: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/pre-commit") }
    }
}
