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
        XCTAssertEqual(result.output, "libgraphviz-dev\npkg-config\ngraphviz\nchromium\nneovim\n")
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

    func testAnUnknownArgumentIsAUsageError() throws {
        XCTAssertEqual(try run("Scripts/setup", ["--browser"]).status, 2)
    }
}
