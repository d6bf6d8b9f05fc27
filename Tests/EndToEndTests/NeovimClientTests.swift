import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `dilint lsp` under a real editor's LSP client: headless Neovim (no user configuration) starts the server
/// on a copy of Fixtures/Dirk/ExampleApp, opens Catalog.swift, and the test checks that what Neovim shows
/// is what `dilint lint` reports for that file, and that go to definition from a `$0.get()` reaches the
/// registration serving it. The session is Tests/Editors/neovim-session.lua (outside the test target's
/// folder, so SwiftPM has no unhandled file to warn about).
///
/// Without `nvim` on PATH the test is skipped, unless DILINT_REQUIRE_NEOVIM=1 (CI), where it fails.
/// Scripts/setup --tests installs Neovim with apt-get.
final class NeovimClientTests: XCTestCase {
    private static let catalog = "Sources/Shop/Catalog/Catalog.swift"
    private static let coreModule = "Sources/Shop/Core/CoreModule.swift"
    /// The whole Neovim run; each wait inside the session is bounded by `sessionWaitMilliseconds`.
    private static let deadline: TimeInterval = 150
    private static let sessionWaitMilliseconds = 60_000

    private static var session: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Editors/neovim-session.lua")
    }

    /// `nvim` from PATH, or nil.
    private func neovim() -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":") {
            let path = "\(folder)/nvim"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func testDiagnosticsAndDefinitionInHeadlessNeovim() throws {
        guard let nvim = neovim() else {
            if ProcessInfo.processInfo.environment["DILINT_REQUIRE_NEOVIM"] == "1" {
                return XCTFail("nvim is not on PATH and DILINT_REQUIRE_NEOVIM=1; Scripts/setup --tests installs it with apt-get")
            }
            throw XCTSkip("nvim is not on PATH (Scripts/setup --tests installs it with apt-get; DILINT_REQUIRE_NEOVIM=1 makes this a failure)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-neovim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("ExampleApp")
        try FileManager.default.copyItem(at: DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp"), to: project)

        // The definition is asked at the `$0.get()` that requests `Logging` (line 61, column 96; ASCII, so
        // the UTF-16 character is the column less one), served by the registration under `#if DEBUG`.
        let catalogLine = try line(61, of: project.appendingPathComponent(Self.catalog))
        XCTAssertTrue(catalogLine.dropFirst(95).hasPrefix("$0.get())"), "the fixture moved: \(catalogLine)")
        let coreLine = try line(38, of: project.appendingPathComponent(Self.coreModule))
        XCTAssertTrue(coreLine.contains("Singleton<Logging>"), "the fixture moved: \(coreLine)")

        // What the command line reports for Catalog.swift in the same copy.
        let lint = try DilintProcess.run(["lint", "--format", "json"], in: project)
        XCTAssertEqual(lint.exitCode, 1, lint.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let expected = findings.filter { $0["file"] as? String == Self.catalog }.map { finding in
            Finding(rule: finding["rule"] as? String ?? "?", line: (finding["line"] as? Int ?? 0) - 1,
                    column: (finding["column"] as? Int ?? 0) - 1, message: finding["message"] as? String ?? "")
        }.sorted()
        XCTAssertEqual(expected.count, 2, "the fixture's findings in Catalog.swift changed: \(expected)")

        let output = folder.appendingPathComponent("neovim.json")
        let run = try runNeovim(nvim, in: folder, environment: [
            "DILINT_BINARY": DilintProcess.binary.path,
            "DILINT_ROOT": project.path,
            "DILINT_FILE": Self.catalog,
            "DILINT_LINE": "60",
            "DILINT_CHARACTER": "95",
            "DILINT_OUTPUT": output.path,
            "DILINT_TIMEOUT_MS": String(Self.sessionWaitMilliseconds),
        ])
        let neovimLog = lspLog(in: folder)
        guard let data = FileManager.default.contents(atPath: output.path),
              let session = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return XCTFail("Neovim wrote no result (\(run.exit)\(run.timedOut ? ", killed after \(Int(Self.deadline)) s" : ""));"
                           + " stderr: \(run.stderr)\nlsp.log: \(neovimLog)")
        }
        let context = "Neovim \(session["neovim"] ?? "?"); stderr: \(run.stderr)\nlsp.log: \(neovimLog)\nsession: \(String(decoding: data, as: UTF8.self))"
        XCTAssertFalse(run.timedOut, "Neovim was killed after \(Int(Self.deadline)) s; \(context)")
        XCTAssertNil(session["error"], context)
        XCTAssertTrue(run.status == 0 && !run.killedBySignal, "Neovim's \(run.exit); \(context)")
        print("NeovimClientTests: Neovim \(session["neovim"] ?? "?")")

        // The diagnostics Neovim holds for the buffer: the same findings, on the same lines and columns.
        let diagnostics = session["diagnostics"] as? [[String: Any]] ?? []
        let received = diagnostics.map { diagnostic in
            Finding(rule: diagnostic["code"] as? String ?? "?", line: diagnostic["lnum"] as? Int ?? -1,
                    column: diagnostic["col"] as? Int ?? -1, message: diagnostic["message"] as? String ?? "")
        }.sorted()
        XCTAssertEqual(received, expected, context)
        XCTAssertEqual(Set(diagnostics.map { $0["source"] as? String ?? "" }), ["dilint"], context)

        // Go to definition: exactly the `#if DEBUG` registration of `Logging`.
        let definition = session["definition"] as? [[String: Any]] ?? []
        XCTAssertEqual(definition.count, 1, context)
        if let target = definition.first {
            let path = URL(fileURLWithPath: target["path"] as? String ?? "").resolvingSymlinksInPath().path
            XCTAssertEqual(path, project.appendingPathComponent(Self.coreModule).resolvingSymlinksInPath().path, context)
            XCTAssertEqual(target["line"] as? Int, 37, context)
        }

        // Nothing went wrong on the client's side: no error the server logged, none Neovim logged.
        let logged = session["log"] as? [[String: Any]] ?? []
        XCTAssertEqual(logged.filter { ($0["type"] as? Int ?? 1) <= 1 }.count, 0, context)
        XCTAssertFalse(neovimLog.contains("[ERROR]"), context)
        let exit = session["exit"] as? [String: Any]
        XCTAssertEqual(exit?["code"] as? Int, 0, "dilint lsp's exit after shutdown; \(context)")
    }

    private struct Finding: Comparable, CustomStringConvertible {
        var rule: String
        var line: Int
        var column: Int
        var message: String
        static func < (a: Finding, b: Finding) -> Bool { (a.line, a.column, a.rule, a.message) < (b.line, b.column, b.rule, b.message) }
        var description: String { "\(rule)@\(line):\(column) \(message)" }
    }

    private struct NeovimRun {
        var status: Int32
        var killedBySignal: Bool
        var timedOut: Bool
        var stderr: String
        var exit: String { killedBySignal ? "signal \(status)" : "exit \(status)" }
    }

    /// `nvim --headless -u NONE -i NONE` running the session, with its own XDG folders under `folder` (so
    /// no user configuration, and its logs stay in the test's folder), killed after `deadline`.
    private func runNeovim(_ nvim: String, in folder: URL, environment: [String: String]) throws -> NeovimRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(Self.session.path)"]
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for name in ["CONFIG", "DATA", "STATE", "CACHE"] {
            env["XDG_\(name)_HOME"] = folder.appendingPathComponent("xdg-\(name.lowercased())").path
        }
        env["NVIM_LOG_FILE"] = folder.appendingPathComponent("nvim.log").path
        env.merge(environment) { $1 }
        process.environment = env
        let stderrFile = folder.appendingPathComponent("nvim.stderr")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        let stderr = try FileHandle(forWritingTo: stderrFile)
        defer { try? stderr.close() }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + Self.deadline) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let text = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        return NeovimRun(status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
                         timedOut: timedOut, stderr: text)
    }

    /// Line `number` (1-based) of a file, or "" past its end.
    private func line(_ number: Int, of file: URL) throws -> String {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return lines.indices.contains(number - 1) ? lines[number - 1] : ""
    }

    /// Neovim's LSP log (in the cache folder up to 0.7, the state folder from 0.8).
    private func lspLog(in folder: URL) -> String {
        ["xdg-cache", "xdg-state"].compactMap { name in
            try? String(contentsOf: folder.appendingPathComponent("\(name)/nvim/lsp.log"), encoding: .utf8)
        }.joined()
    }
}
