import Foundation
import XCTest

/// What the setup script makes sure of: building and running need Graphviz's library only; the browser,
/// the editor and the `dot` command are for the tests, and only the test script asks for them.
final class SetupScriptTests: XCTestCase {
    private func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = DilintProcess.repositoryRoot.appendingPathComponent(script)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testBuildingAndRunningNeedOnlyGraphvizsLibrary() throws {
        let result = try run("Scripts/setup", ["--list"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "libgraphviz-dev\npkg-config\n")
    }

    func testTheTestsAddTheirOwnTools() throws {
        let result = try run("Scripts/setup", ["--tests", "--list"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "libgraphviz-dev\npkg-config\ngraphviz\nchromium\nneovim\npre-commit\n")
    }

    /// The demo and the installer set up for building only; the test script for the tests.
    func testEachScriptAsksForWhatItUses() throws {
        func setupLines(_ script: String) throws -> [String] {
            try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent(script), encoding: .utf8)
                .split(separator: "\n").map(String.init).filter { $0.hasPrefix("Scripts/setup") }
        }
        XCTAssertEqual(try setupLines("Scripts/demo"), ["Scripts/setup"])
        XCTAssertEqual(try setupLines("Scripts/install"), ["Scripts/setup"])
        XCTAssertEqual(try setupLines("Scripts/test"), ["Scripts/setup --tests"])
    }

    /// On macOS (a stand-in `uname` says Darwin) Homebrew's graphviz is what counts: no dpkg, no apt-get.
    func testOnMacOSHomebrewsGraphvizIsAllItChecks() throws {
        let tools = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tools) }
        func standIn(_ name: String, _ body: String) throws {
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: tools.appendingPathComponent(name))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent(name).path)
        }
        try standIn("uname", "echo Darwin")
        try standIn("dpkg", "exit 1")
        try standIn("apt-get", "echo \"$*\" >> \"\(tools.path)/apt-get.calls\"; exit 1")
        let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for (found, status) in [("exit 0", Int32(0)), ("exit 1", Int32(2))] {
            try standIn("pkg-config", found)
            let process = Process()
            process.executableURL = DilintProcess.repositoryRoot.appendingPathComponent("Scripts/setup")
            process.environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, status, "pkg-config: \(found)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: tools.appendingPathComponent("apt-get.calls").path), "apt-get was called on macOS")
    }

    func testAnUnknownArgumentIsAUsageError() throws {
        XCTAssertEqual(try run("Scripts/setup", ["--browser"]).status, 2)
    }
}
