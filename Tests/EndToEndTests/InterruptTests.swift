import Foundation
import XCTest

/// A run stopped by a signal (Ctrl-C, a cancelled CI job) removes every temporary it made: the snapshot
/// of the revision it compares with, the captured output of a memoised run. It still ends by that signal.
final class InterruptTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        sandbox = try Sandbox()
        // Enough files that the analysis lasts while the test finds the temporary and sends the signal.
        for number in 0..<600 {
            try sandbox.write("""
                import Dirk
                final class Screen\(number) { @Inject var service: Service\(number) }
                final class Service\(number) { func work() -> Int { [1, 2, 3].map { $0 * \(number) }.reduce(0, +) } }
                """, to: "App/Feature\(number / 50)/Screen\(number).swift")
        }
        try sandbox.write("import Dirk\nfunc boot() { try! Dirk.start { Module { Factory { Screen0() } } } }\n", to: "App/Boot.swift")
    }

    override func tearDown() {
        sandbox.remove()
    }

    private func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = sandbox.project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// Starts dilint, waits until a temporary whose name starts with `prefix` appears in the sandbox's
    /// temporary folder, sends `signal`, and returns how the run ended.
    private func interrupt(_ arguments: [String], at prefix: String, with signal: Int32) throws -> (seen: Bool, reason: Process.TerminationReason, status: Int32) {
        let process = Process()
        process.executableURL = DilintProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.project
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = sandbox.temporary.path
        environment["XDG_CACHE_HOME"] = sandbox.url.appendingPathComponent("cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = false
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.temporary.path)) ?? []
            if names.contains(where: { $0.hasPrefix(prefix) }) {
                seen = true
                kill(process.processIdentifier, signal)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return (seen, process.terminationReason, process.terminationStatus)
    }

    func testAnInterruptedChangeGateRemovesItsSnapshot() throws {
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "app"])
        for signal in [SIGINT, SIGTERM] {
            let ended = try interrupt(["lint", "--changed-since", "HEAD"], at: "dilint-base-", with: signal)
            XCTAssertTrue(ended.seen, "the snapshot was never seen")
            XCTAssertEqual(ended.reason, .uncaughtSignal)
            XCTAssertEqual(ended.status, signal)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.temporary.path), [])
        }
    }

    func testAnInterruptedMemoisedRunRemovesItsCapturedOutput() throws {
        for signal in [SIGTERM, SIGHUP] {
            let ended = try interrupt(["lint"], at: "dilint-capture-", with: signal)
            XCTAssertTrue(ended.seen, "the captured output was never seen")
            XCTAssertEqual(ended.reason, .uncaughtSignal)
            XCTAssertEqual(ended.status, signal)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.temporary.path), [])
        }
    }
}
