import Foundation
import XCTest

/// docs/diff.md's GitHub Actions job that posts `dilint diff` on a pull request, run step by step as the
/// runner would: its shell commands, with the `${{ … }}` expressions filled in as GitHub fills them, in a
/// scratch git repository. Its install step is the README lint job's, which `LintJobTests` runs against
/// release assets; here what it leaves (`~/.local/bin/dilint`) is the debug build. The comment step's `gh`
/// is a stand-in that records what it was asked to post: no network.
final class PullRequestCommentJobTests: XCTestCase {
    private var project: TemporaryProject!
    private var tools: URL!

    private let marker = "<!-- pr-comment-job: the steps' commands are run by PullRequestCommentJobTests -->"

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-pr-job")
        tools = project.url.appendingPathComponent(".tools")
        // The base branch: a Dirk app whose one request is served.
        try project.write("""
            import Dirk
            protocol Store {}
            final class Disk: Store {}
            func boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }

            """, to: "Sources/Boot.swift")
        try project.write("import Dirk\nfinal class Settings {\n    @Inject var store: Store\n}\n", to: "Sources/Settings.swift")
        try git(["init", "-q", "-b", "main"])
        try git(["add", "Sources"])
        try git(["commit", "-q", "-m", "base"])
        // What actions/checkout with fetch-depth 0 leaves: the base branch as a remote-tracking ref.
        try git(["update-ref", "refs/remotes/origin/main", "HEAD"])
        try git(["checkout", "-q", "-b", "feature"])
        // The pull request drops the provider: the request in Settings, untouched, now crashes.
        try project.write("""
            import Dirk
            func boot() { try! Dirk.start { Module { } } }

            """, to: "Sources/Boot.swift")
        try git(["commit", "-q", "-am", "drop the store"])
        // The stand-in for gh: records its arguments and the file it was given.
        try project.write("""
            #!/bin/sh
            printf '%s\\n' "$@" > "$GH_RECORD/arguments"
            while [ $# -gt 0 ]; do
              if [ "$1" = "--body-file" ]; then cp "$2" "$GH_RECORD/body.md"; fi
              shift
            done

            """, to: ".tools/gh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("gh").path)
    }

    override func tearDown() {
        project.remove()
    }

    /// The job's named steps in order (checkout, which the runner does, is not one).
    private func steps() throws -> [WorkflowJob.Step] {
        try WorkflowJob(document: "docs/diff.md", marker: marker).steps.filter { $0.name != nil }
    }

    /// The job installs dilint exactly as the README's lint job does, so that job's test covers this step.
    func testTheInstallStepIsTheLintJobs() throws {
        let install = try WorkflowJob(document: "docs/diff.md", marker: marker).step(named: "Install dilint")
        let lintJob = try WorkflowJob(document: "README.md", marker: "<!-- lint-job: the steps' commands are run by LintJobTests -->")
        XCTAssertEqual(install.run, try lintJob.step(named: "Install dilint").run)
    }

    func testTheJobWritesTheMarkdownPostsItAndFailsOnTheIntroducedError() throws {
        let steps = try steps()
        XCTAssertEqual(steps.map(\.name), ["Install dilint", "Compare with the base branch", "Comment", "Fail on introduced errors"])
        let head = try git(["rev-parse", "HEAD"])
        let context = [
            "github.base_ref": "main", "github.server_url": "https://github.com", "github.repository": "octo/app",
            "github.event.pull_request.head.sha": head, "github.event.pull_request.number": "42", "github.token": "not-a-token",
        ]
        let githubEnv = project.url.appendingPathComponent(".tools/github-env")
        FileManager.default.createFile(atPath: githubEnv.path, contents: nil)
        // What the install step leaves: dilint in ~/.local/bin.
        let home = project.url.appendingPathComponent(".home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".local/bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: home.appendingPathComponent(".local/bin/dilint"), withDestinationURL: DilintProcess.binary)
        var environment = ["HOME": home.path, "GITHUB_ENV": githubEnv.path, "GH_RECORD": tools.path, "NO_COLOR": "1",
                           "PATH": [tools.path,
                                    ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"].joined(separator: ":")]

        // Step 1: dilint diff into dilint-diff.md, its status kept for the last step.
        XCTAssertEqual(try shell(try WorkflowJob.expand(steps[1].run, context: context), environment: environment), 0)
        let markdown = try String(contentsOf: project.url.appendingPathComponent("dilint-diff.md"), encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("### dilint diff `"), markdown)
        XCTAssertTrue(markdown.contains("**1 introduced** (1 error)"), markdown)
        XCTAssertTrue(markdown.contains("[`Sources/Settings.swift:3`](https://github.com/octo/app/blob/\(head)/Sources/Settings.swift#L3)"), markdown)
        let exported = try String(contentsOf: githubEnv, encoding: .utf8)
        XCTAssertEqual(exported, "DILINT_STATUS=1\n")

        // Step 2: the comment, posted by the stand-in gh.
        environment["GH_TOKEN"] = "not-a-token"
        XCTAssertEqual(try shell(try WorkflowJob.expand(steps[2].run, context: context), environment: environment), 0)
        XCTAssertEqual(try String(contentsOf: tools.appendingPathComponent("arguments"), encoding: .utf8),
                       "pr\ncomment\n42\n--body-file\ndilint-diff.md\n")
        XCTAssertEqual(try String(contentsOf: tools.appendingPathComponent("body.md"), encoding: .utf8), markdown)

        // Step 3 runs because DILINT_STATUS is not 0, and fails the job with dilint's status.
        XCTAssertEqual(steps[3].condition, "env.DILINT_STATUS != '0'")
        environment["DILINT_STATUS"] = "1"
        XCTAssertEqual(try shell(try WorkflowJob.expand(steps[3].run, context: context), environment: environment), 1)
    }

    @discardableResult
    private func shell(_ script: String, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // GitHub runs `run:` with `bash -e {0}`.
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = project.url
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = DilintProcess.cacheHome.path
        env.merge(environment) { $1 }
        process.environment = env
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @discardableResult
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=dilint", "-c", "user.email=dilint@example.com"] + arguments
        process.currentDirectoryURL = project.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
