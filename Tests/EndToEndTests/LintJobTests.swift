import Foundation
import XCTest

/// The GitHub Actions lint jobs the documents show, run step by step as the runner would: the README's Linux
/// job (the release tarball from a mirror, its checksum checked, then lint and the SARIF file for code
/// scanning) and docs/ci.md's macOS job (the tagged source cloned from a mirror and built, then the same).
/// Stand-ins for what only a runner has: a local mirror reached with file:// URLs, HOME, RUNNER_TEMP and
/// GITHUB_STEP_SUMMARY of the test's own, `sudo` and `brew` that record their arguments, the mirror's
/// Scripts/install (copies the dilint under test instead of a release build), and the `uses:` steps (the
/// checkout is the test's project, the cache misses, the upload is checked by reading the SARIF file).
final class LintJobTests: XCTestCase {
    private var scratch: TemporaryProject!
    private var project: TemporaryProject!
    private var tools: URL!
    private var home: URL!

    override func setUpWithError() throws {
        scratch = try TemporaryProject(prefix: "dilint-lint-job")
        project = TemporaryProject(url: scratch.url.appendingPathComponent("app"))
        tools = scratch.url.appendingPathComponent("tools")
        home = scratch.url.appendingPathComponent("home")
        for folder in [project.url, home!, scratch.url.appendingPathComponent("runner-temp")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // An app whose known finding is in the committed baseline; the change adds a new one.
        try project.write("import Dirk\nfunc boot() { try! Dirk.start { Module { } } }\n", to: "Sources/Boot.swift")
        try project.write("import Dirk\nprotocol Analytics {}\nfinal class Screen {\n    @Inject var analytics: Analytics\n}\n", to: "Sources/Screen.swift")
        XCTAssertEqual(try DilintProcess.run(["lint", "--write-baseline", "dilint-baseline.json"], in: project.url).exitCode, 0)
        try project.write("import Dirk\nprotocol Clock {}\nfinal class Timer { @Inject var clock: Clock }\n", to: "Sources/Timer.swift")
        // sudo and brew: record what they were asked to do, one line a call.
        for tool in ["sudo", "brew"] {
            try scratch.write("#!/bin/sh\necho \"$*\" >> \"\(tools.path)/\(tool).calls\"\n", to: "tools/\(tool)")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent(tool).path)
        }
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The binary a job installs: the release binary when CI gives it, else the one the tests run.
    private var binaryUnderTest: URL { ReleaseAssets.releaseBinary() ?? DilintProcess.binary }

    private func runnerEnvironment(_ job: WorkflowJob, mirror: URL) throws -> [String: String] {
        var environment = try job.environment(context: ["vars.DILINT_MIRROR": mirror.absoluteString])
        environment["HOME"] = home.path
        environment["RUNNER_TEMP"] = scratch.url.appendingPathComponent("runner-temp").path
        environment["GITHUB_STEP_SUMMARY"] = scratch.url.appendingPathComponent("step-summary.md").path
        environment["PATH"] = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        return environment
    }

    private func run(_ step: WorkflowJob.Step, _ environment: [String: String]) throws -> (status: Int32, output: String) {
        try WorkflowJob.run(step.run, in: project.url, environment: environment)
    }

    private func calls(of tool: String) -> String {
        (try? String(contentsOf: tools.appendingPathComponent("\(tool).calls"), encoding: .utf8)) ?? ""
    }

    /// The release assets of the binary under test, made once for the tests of this class (XCTest runs them one
    /// at a time, so nothing else touches it meanwhile).
    nonisolated(unsafe) private static var packaged: ReleaseAssets?

    override class func tearDown() {
        if let folder = packaged?.folder { try? FileManager.default.removeItem(at: folder) }
        packaged = nil
    }

    /// A mirror laid out as GitHub serves a release: MIRROR/releases/download/vVERSION/ASSET.
    private func releaseMirror() throws -> (mirror: URL, assets: ReleaseAssets) {
        if Self.packaged == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-lint-job-assets-\(UUID().uuidString)")
            Self.packaged = try ReleaseAssets.make(binary: binaryUnderTest, into: folder)
        }
        let packaged = try XCTUnwrap(Self.packaged)
        let mirror = scratch.url.appendingPathComponent("mirror")
        let folder = mirror.appendingPathComponent("releases/download/v\(packaged.version)")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packaged.folder, to: folder)
        return (mirror, ReleaseAssets(folder: folder, version: packaged.version))
    }

    /// The steps after dilint is installed, the same on both paths: lint with the baseline, the annotations,
    /// the summary, and the SARIF file the upload step (run even when lint fails) is given.
    private func assertLintAndUpload(_ job: WorkflowJob, _ environment: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let lint = try run(try job.step(named: "Lint"), environment)
        XCTAssertEqual(lint.status, 1, "the new finding fails the job: \(lint.output)", file: file, line: line)
        XCTAssertTrue(lint.output.hasPrefix("::error file=Sources/Timer.swift,line=3,col=21,title=dilint unregistered-type::"), lint.output, file: file, line: line)
        XCTAssertFalse(lint.output.contains("Screen.swift"), "the baseline hides the known finding: \(lint.output)", file: file, line: line)
        let summary = try String(contentsOf: URL(fileURLWithPath: try XCTUnwrap(environment["GITHUB_STEP_SUMMARY"])), encoding: .utf8)
        XCTAssertTrue(summary.contains("1 known finding hidden by the baseline"), summary, file: file, line: line)

        let upload = try job.step(named: "Upload to code scanning")
        XCTAssertEqual(upload.uses, "github/codeql-action/upload-sarif@v3", file: file, line: line)
        XCTAssertEqual(upload.condition, "always()", "the upload runs although lint failed", file: file, line: line)
        XCTAssertEqual(upload.with, "{ sarif_file: dilint.sarif, category: dilint }", file: file, line: line)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: project.url.appendingPathComponent("dilint.sarif"))) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0", file: file, line: line)
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["unregistered-type"], file: file, line: line)
    }

    func testTheLinuxJobInstallsTheCheckedReleaseBinaryAndLints() throws {
        let job = try WorkflowJob(document: "README.md", marker: "<!-- lint-job: the steps' commands are run by LintJobTests -->")
        XCTAssertEqual(job.steps.map { $0.name ?? $0.uses ?? "?" }, ["actions/checkout@v4", "Install dilint", "Lint", "Upload to code scanning"])
        let (mirror, assets) = try releaseMirror()
        let environment = try runnerEnvironment(job, mirror: mirror)
        XCTAssertEqual(environment["DILINT_VERSION"], assets.version, "the recipe installs the version dilint declares")

        let install = try run(try job.step(named: "Install dilint"), environment)
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertEqual(install.output, "\(assets.tarballName): OK\n")
        XCTAssertEqual(calls(of: "sudo"), "apt-get update\napt-get install -y libgvc6\n")
        let installed = home.appendingPathComponent(".local/bin/dilint")
        XCTAssertEqual(try ReleaseAssets.runScript(installed, ["--version"]).stdout, assets.version + "\n")

        try assertLintAndUpload(job, environment)
    }

    func testTheLinuxJobStopsAtATamperedTarball() throws {
        let job = try WorkflowJob(document: "README.md", marker: "<!-- lint-job: the steps' commands are run by LintJobTests -->")
        let (mirror, assets) = try releaseMirror()
        var bytes = try Data(contentsOf: assets.tarball)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: assets.tarball)

        let install = try run(try job.step(named: "Install dilint"), try runnerEnvironment(job, mirror: mirror))
        XCTAssertNotEqual(install.status, 0)
        XCTAssertTrue(install.output.contains("\(assets.tarballName): FAILED"), install.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/bin/dilint").path), "nothing is unpacked")
        XCTAssertEqual(calls(of: "sudo"), "", "the job stopped at the checksum")
    }

    func testTheMacOSJobBuildsTheTaggedSourceAndLints() throws {
        let job = try WorkflowJob(document: "docs/ci.md", marker: "<!-- macos-lint-job: the steps' commands are run by LintJobTests -->")
        XCTAssertEqual(job.steps.map { $0.name ?? $0.uses ?? "?" },
                       ["actions/checkout@v4", "actions/cache@v4", "Install Graphviz", "Build dilint", "Lint", "Upload to code scanning"])
        let version = try ReleaseAssets.declaredVersion()
        // The mirror: a repository whose tag v<version> installs the dilint under test; the commit after the
        // tag would fail, so only a clone of the tag passes.
        let mirror = TemporaryProject(url: scratch.url.appendingPathComponent("mirror"))
        try mirror.write("#!/bin/sh\nmkdir -p \"$1/bin\" && cp \"\(binaryUnderTest.path)\" \"$1/bin/dilint\"\n", to: "Scripts/install")
        let git = "git -c user.name=dilint -c user.email=dilint@example.com"
        let setup = try WorkflowJob.run("""
            chmod +x Scripts/install && git init -q && git add . && \(git) commit -q -m release && \(git) tag v\(version)
            printf '#!/bin/sh\\nexit 1\\n' > Scripts/install && \(git) commit -q -am after
            """, in: mirror.url, environment: [:])
        XCTAssertEqual(setup.status, 0, setup.output)
        let environment = try runnerEnvironment(job, mirror: mirror.url)
        XCTAssertEqual(environment["DILINT_VERSION"], version)

        XCTAssertEqual(try run(try job.step(named: "Install Graphviz"), environment).status, 0)
        XCTAssertEqual(calls(of: "brew"), "install graphviz pkg-config\n")
        let build = try job.step(named: "Build dilint")
        XCTAssertEqual(build.condition, "steps.dilint.outputs.cache-hit != 'true'", "built only when the cache misses")
        let built = try run(build, environment)
        XCTAssertEqual(built.status, 0, built.output)
        let installed = home.appendingPathComponent(".local/bin/dilint")
        XCTAssertEqual(try ReleaseAssets.runScript(installed, ["--version"]).stdout, version + "\n")

        try assertLintAndUpload(job, environment)
    }
}
