import Foundation
import XCTest

/// README's GitHub Actions job that posts `dilint diff` on a pull request, run step by step as the
/// runner would: its shell commands, with the `${{ … }}` expressions filled in as GitHub fills them, in a
/// scratch git repository. The comment step's `gh` is a stand-in that records what it was asked to post:
/// no network.
final class PullRequestCommentJobTests: XCTestCase {
    private var project: TemporaryProject!
    private var tools: URL!

    private let marker = "<!-- pr-comment-job: the steps' commands are run by PullRequestCommentJobTests -->\n```yaml\n"

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

    /// The job's steps in order: name, `if:` condition and the shell script of `run:`.
    private func steps() throws -> [(name: String, condition: String?, run: String)] {
        let readme = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let after = try XCTUnwrap(readme.components(separatedBy: marker).dropFirst().first, "README lacks the pull-request comment job")
        let lines = try XCTUnwrap(after.components(separatedBy: "\n```\n").first).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var steps: [(name: String, condition: String?, run: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " }.count
            if trimmed.hasPrefix("- name: ") {
                steps.append((String(trimmed.dropFirst("- name: ".count)), nil, ""))
            } else if trimmed.hasPrefix("if: "), !steps.isEmpty {
                steps[steps.count - 1].condition = String(trimmed.dropFirst("if: ".count))
            } else if trimmed == "run: |", !steps.isEmpty {
                var script: [String] = []
                while index + 1 < lines.count, lines[index + 1].prefix(while: { $0 == " " }).count > indent || lines[index + 1].isEmpty {
                    index += 1
                    script.append(String(lines[index].dropFirst(min(indent + 2, lines[index].count))))
                }
                steps[steps.count - 1].run = script.joined(separator: "\n") + "\n"
            } else if trimmed.hasPrefix("run: "), !steps.isEmpty {
                steps[steps.count - 1].run = String(trimmed.dropFirst("run: ".count)) + "\n"
            }
            index += 1
        }
        return steps
    }

    func testREADMEAndDocsShowTheSameJob() throws {
        let root = DilintProcess.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let docs = try String(contentsOf: root.appendingPathComponent("docs/diff.md"), encoding: .utf8)
        let shown = try XCTUnwrap(readme.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "\n```\n").first)
        let documented = try XCTUnwrap(docs.components(separatedBy: "```yaml\nname: dilint diff\n").dropFirst().first?
            .components(separatedBy: "\n```\n").first)
        XCTAssertEqual(shown, "# .github/workflows/dilint-diff.yml\nname: dilint diff\n" + documented)
    }

    /// `${{ … }}` as GitHub fills it for a pull request from `feature` into `main`.
    private func expand(_ text: String, context: [String: String]) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            let close = try XCTUnwrap(rest.range(of: "}}", range: open.upperBound..<rest.endIndex))
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            result += try XCTUnwrap(context[expression], "the test does not know ${{ \(expression) }}")
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    func testTheJobWritesTheMarkdownPostsItAndFailsOnTheIntroducedError() throws {
        let steps = try steps()
        XCTAssertEqual(steps.map(\.name), ["Compare with the base branch", "Comment", "Fail on introduced errors"])
        let head = try git(["rev-parse", "HEAD"])
        let context = [
            "github.base_ref": "main", "github.server_url": "https://github.com", "github.repository": "octo/app",
            "github.event.pull_request.head.sha": head, "github.event.pull_request.number": "42", "github.token": "not-a-token",
        ]
        let githubEnv = project.url.appendingPathComponent(".tools/github-env")
        FileManager.default.createFile(atPath: githubEnv.path, contents: nil)
        var environment = ["GITHUB_ENV": githubEnv.path, "GH_RECORD": tools.path, "NO_COLOR": "1",
                           "PATH": [DilintProcess.binary.deletingLastPathComponent().path, tools.path,
                                    ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"].joined(separator: ":")]

        // Step 1: dilint diff into dilint-diff.md, its status kept for the last step.
        XCTAssertEqual(try shell(try expand(steps[0].run, context: context), environment: environment), 0)
        let markdown = try String(contentsOf: project.url.appendingPathComponent("dilint-diff.md"), encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("### dilint diff `"), markdown)
        XCTAssertTrue(markdown.contains("**1 introduced** (1 error)"), markdown)
        XCTAssertTrue(markdown.contains("[`Sources/Settings.swift:3`](https://github.com/octo/app/blob/\(head)/Sources/Settings.swift#L3)"), markdown)
        let exported = try String(contentsOf: githubEnv, encoding: .utf8)
        XCTAssertEqual(exported, "DILINT_STATUS=1\n")

        // Step 2: the comment, posted by the stand-in gh.
        environment["GH_TOKEN"] = "not-a-token"
        XCTAssertEqual(try shell(try expand(steps[1].run, context: context), environment: environment), 0)
        XCTAssertEqual(try String(contentsOf: tools.appendingPathComponent("arguments"), encoding: .utf8),
                       "pr\ncomment\n42\n--body-file\ndilint-diff.md\n")
        XCTAssertEqual(try String(contentsOf: tools.appendingPathComponent("body.md"), encoding: .utf8), markdown)

        // Step 3 runs because DILINT_STATUS is not 0, and fails the job with dilint's status.
        XCTAssertEqual(steps[2].condition, "env.DILINT_STATUS != '0'")
        environment["DILINT_STATUS"] = "1"
        XCTAssertEqual(try shell(try expand(steps[2].run, context: context), environment: environment), 1)
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
