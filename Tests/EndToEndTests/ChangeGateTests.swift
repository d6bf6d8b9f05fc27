import Foundation
import XCTest

/// `--changed-since REV` and `--only FILES` judge the change: the findings it introduces, wherever they
/// land, against the project as it was (the merge base, or HEAD), read from git objects.
final class ChangeGateTests: XCTestCase {
    private var project: URL!

    private let boot = """
        import Dirk
        final class Disk: Store {}
        func boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }
        """
    private let bootWithoutProvider = """
        import Dirk
        final class Disk: Store {}
        func boot() { try! Dirk.start { Module { } } }
        """
    private let settings = "import Dirk\nprotocol Store {}\nfinal class Settings {\n    @Inject var store: Store\n}\n"
    /// Already broken before any change: a finding the gate must not blame on the change.
    private let screen = "import Dirk\nprotocol Analytics {}\nfinal class Screen {\n    @Inject var analytics: Analytics\n}\n"

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write(boot, to: "Sources/Boot.swift")
        try write(settings, to: "Sources/Settings.swift")
        try write(screen, to: "Sources/Screen.swift")
        try git(["init", "-q", "-b", "main"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func write(_ contents: String, to name: String) throws {
        let url = project.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    private func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=dilint", "-c", "user.email=dilint@example.com"] + arguments
        process.currentDirectoryURL = project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }

    private func lint(_ arguments: [String], in folder: String = "") throws -> DilintProcess.Result {
        try DilintProcess.run(["lint", "--no-color"] + arguments, in: project.appendingPathComponent(folder))
    }

    /// The errors reported, as `file: message`.
    private func errors(_ result: DilintProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
            let file = line.prefix { $0 != ":" }
            let message = line.components(separatedBy: ": error: ").last ?? ""
            return "\(file): \(message)"
        }
    }

    private let storeMissing = "Sources/Settings.swift: 'Store' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]"

    func testACommitThatDeletesAProviderFailsWhereTheCrashIsThoughThatFileIsUntouched() throws {
        try write(bootWithoutProvider, to: "Sources/Boot.swift")
        try git(["commit", "-q", "-am", "remove the store"])
        let result = try lint(["--changed-since", "HEAD~1"])
        XCTAssertEqual(errors(result), [storeMissing])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.contains("1 finding present before this change (at "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(") not shown\n"), result.stderr)
    }

    func testThePreCommitHookPathCatchesTheStagedDeletionToo() throws {
        try write(bootWithoutProvider, to: "Sources/Boot.swift")
        try git(["add", "Sources/Boot.swift"])
        let result = try lint(["--changed-since", "HEAD"])
        XCTAssertEqual(errors(result), [storeMissing])
        XCTAssertEqual(result.exitCode, 1)
    }

    /// Inside git too, `--only` means the files named: their findings, judged against the whole project.
    func testOnlyShowsTheNamedFilesFindingsWhateverGitHolds() throws {
        let result = try lint(["--only", "Sources/Screen.swift"])
        XCTAssertEqual(errors(result), ["Sources/Screen.swift: 'Analytics' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]"])
        XCTAssertEqual(result.exitCode, 1, "an error older than any change is shown: --only is no change gate")
        XCTAssertEqual(errors(try lint(["--only", "Sources/Settings.swift"])), [], "Settings' request is served by Boot.swift")
        XCTAssertEqual(try lint(["--only", "Sources/Settings.swift"]).exitCode, 0)
    }

    func testAChangeThatBreaksNothingPassesWhateverWasBrokenBefore() throws {
        try write(settings + "\n// reworded\n", to: "Sources/Settings.swift")
        try git(["commit", "-q", "-am", "touch settings"])
        let result = try lint(["--changed-since", "HEAD~1"])
        XCTAssertEqual(errors(result), [])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertEqual(try lint(["--changed-since", "HEAD"]).exitCode, 0)
        XCTAssertEqual(try lint([]).exitCode, 1, "the whole project still has its old error")
    }

    func testUncommittedAndUntrackedFilesCountButIgnoredOnesDoNot() throws {
        try write("Ignored/\n", to: ".gitignore")
        try write("import Dirk\nprotocol Clock {}\nfinal class Timer { @Inject var clock: Clock }\n", to: "Sources/Timer.swift")
        try write("import Dirk\nprotocol Log {}\nfinal class Logger { @Inject var log: Log }\n", to: "Ignored/Logger.swift")
        let result = try lint(["--changed-since", "HEAD", "Sources"])
        XCTAssertEqual(errors(result), ["Sources/Timer.swift: 'Clock' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]"])
    }

    func testABranchIsJudgedAgainstWhereItLeftTheRevision() throws {
        try git(["checkout", "-q", "-b", "feature"])
        try write(settings + "\n// feature work\n", to: "Sources/Settings.swift")
        try git(["commit", "-q", "-am", "feature work"])
        // main fixes the old Analytics error after the branch left it: still present on the branch, but
        // not the branch's doing.
        try git(["checkout", "-q", "main"])
        try write("import Dirk\nfinal class Counter: Analytics {}\nfunc track() { try! Dirk.start { Module { Factory<Analytics> { Counter() } } } }\n",
                  to: "Sources/Tracking.swift")
        try git(["add", "."])
        try git(["commit", "-q", "-m", "register analytics"])
        try git(["checkout", "-q", "feature"])
        let result = try lint(["--changed-since", "main"])
        XCTAssertEqual(errors(result), [])
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
    }

    func testRunFromASubfolderComparesTheSameFolderBefore() throws {
        try write(bootWithoutProvider, to: "Sources/Boot.swift")
        let result = try lint(["--changed-since", "HEAD"], in: "Sources")
        XCTAssertEqual(errors(result), ["Settings.swift: 'Store' is not registered with Dirk; @Inject here crashes at run time [unregistered-type]"])
    }

    func testARevisionThatLooksLikeAnOptionNeverReachesGitAsOne() throws {
        let result = try lint(["--changed-since=--output=written-by-git"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: --changed-since: '--output=written-by-git' is not a git revision\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("written-by-git").path))
    }

    func testAnUnknownRevisionIsExitTwoWithOneLine() throws {
        let result = try lint(["--changed-since", "no-such-branch"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: --changed-since: unknown revision 'no-such-branch'\n")
    }
}
