import Foundation
import XCTest

/// `dilint gen-tests`: the test file it writes for a fixture of each framework (golden files beside
/// `expected.txt`; DILINT_UPDATE_GOLDEN=1 rewrites them), and how it refuses what it must not do.
/// Scripts/oracle --gen-tests builds and runs these files against the real frameworks (docs/oracle.md).
final class GenTestsCommandTests: XCTestCase {
    private let goldens = [("Zerk/ArgumentMismatch", "xctest"), ("Dirk/MissingProvider", "xctest"), ("Shank/KeyCollision", "xctest"),
                           ("Zerk/CustomStorage", "swift-testing")]

    func testGeneratedFileOfAFixtureOfEachFrameworkMatchesItsGoldenFile() throws {
        for (fixture, style) in goldens {
            let directory = DilintProcess.fixtures.appendingPathComponent(fixture)
            let result = try DilintProcess.run(["gen-tests", "--output", "-", "--style", style, "--module", "App"], in: directory)
            XCTAssertEqual(result.exitCode, 0, "\(fixture): \(result.stderr)")
            try GoldenFile.compare(result.stdout, with: directory.appendingPathComponent("expected.gen-tests.txt"))
        }
    }

    /// Each request dilint reports an error for has a test of its own, so a crash fails exactly that test.
    func testEveryReportedErrorAtARequestGetsItsOwnTest() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Zerk/ArgumentMismatch")
        let generated = try DilintProcess.run(["gen-tests", "--output", "-"], in: directory).stdout
        let errors = try DilintProcess.run(["lint"], in: directory).stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        let expectedFailures = generated.split(separator: "\n").filter { $0.contains("// dilint reports error [") }
        XCTAssertEqual(expectedFailures.count, errors.count, generated)
        for error in errors {
            let place = error.split(separator: ":").prefix(3).joined(separator: ":")
            XCTAssertTrue(generated.contains("// request \(place) "), "no test of its own for \(error)")
        }
        XCTAssertTrue(generated.contains("func testZerkStandardStorage() throws {"), generated)
    }

    func testRegeneratingGivesTheSameBytesAndReplacesItsOwnFile() throws {
        let project = try TemporaryProject(prefix: "dilint-gen-tests")
        defer { project.remove() }
        try copyFixture("Zerk/ArgumentMismatch", to: project)
        let lintBefore = try DilintProcess.run(["lint", "--no-cache"], in: project.url)
        let output = project.url.appendingPathComponent("Tests/AppTests/DilintGeneratedTests.swift")
        let first = try DilintProcess.run(["gen-tests", "--output", "Tests/AppTests/DilintGeneratedTests.swift", "--module", "App"], in: project.url)
        XCTAssertEqual(first.exitCode, 0, first.stderr)
        XCTAssertTrue(first.stderr.hasPrefix("dilint: wrote Tests/AppTests/DilintGeneratedTests.swift (xctest: "), first.stderr)
        let written = try String(contentsOf: output, encoding: .utf8)
        // The second run analyses the file the first wrote, recognises it and writes it again, unchanged.
        let second = try DilintProcess.run(["gen-tests", "--output", "Tests/AppTests/DilintGeneratedTests.swift", "--module", "App", "--quiet"], in: project.url)
        XCTAssertEqual(second.exitCode, 0, second.stderr)
        XCTAssertEqual(second.stderr, "")
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), written)
        // Its probes repeat the app's requests, the crashing ones included: lint reads no facts from it.
        let lintAfter = try DilintProcess.run(["lint", "--no-cache"], in: project.url)
        XCTAssertEqual(lintAfter.stdout.replacingOccurrences(of: "in 3 files", with: "in 2 files"), lintBefore.stdout)
        XCTAssertEqual(lintAfter.exitCode, lintBefore.exitCode)
    }

    func testRefusesToOverwriteAnAnalysedSource() throws {
        let project = try TemporaryProject(prefix: "dilint-gen-tests")
        defer { project.remove() }
        try copyFixture("Zerk/ArgumentMismatch", to: project)
        let source = project.url.appendingPathComponent("App/Screens.swift")
        let before = try Data(contentsOf: source)
        let result = try DilintProcess.run(["gen-tests", "--output", "App/Screens.swift"], in: project.url)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: App/Screens.swift is one of the analysed Swift sources, not a file gen-tests wrote; choose another --output\n")
        XCTAssertEqual(try Data(contentsOf: source), before)
    }

    /// A file past a parse limit, which the analysis skips with a warning, is not parsed again to write the
    /// tests: 40 levels of `[` would keep the parser busy for days.
    func testAFilePastAParseLimitIsNotReadAgain() throws {
        let project = try TemporaryProject(prefix: "dilint-gen-tests")
        defer { project.remove() }
        try copyFixture("Zerk/ArgumentMismatch", to: project)
        try project.write("let deep = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n", to: "App/Deep.swift")
        let result = try DilintProcess.run(["gen-tests", "--output", "-"], in: project.url)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("func testZerkStandardStorage() throws {"), result.stdout)
    }

    func testCodeWithoutAContainerIsAnErrorAndWritesNothing() throws {
        let project = try TemporaryProject(prefix: "dilint-gen-tests")
        defer { project.remove() }
        try project.write("struct Plain { let value = 1 }\n", to: "Sources/Plain.swift")
        let result = try DilintProcess.run(["gen-tests", "--output", "Generated.swift"], in: project.url)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasSuffix("\ndilint: no Zerk, Dirk or Shank container in the analysed code (1 file); nothing to test\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Generated.swift").path))
    }

    func testUnknownStyleAndMissingOutputAreUsageErrors() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Zerk/ArgumentMismatch")
        let style = try DilintProcess.run(["gen-tests", "--output", "-", "--style", "quick"], in: directory)
        XCTAssertEqual(style.exitCode, 2)
        XCTAssertTrue(style.stderr.contains("'quick'"), style.stderr)
        XCTAssertEqual(style.stdout, "")
        let missing = try DilintProcess.run(["gen-tests"], in: directory)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.stderr.contains("--output"), missing.stderr)
        let module = try DilintProcess.run(["gen-tests", "--output", "-", "--module", "My App"], in: directory)
        XCTAssertEqual(module.exitCode, 2)
        XCTAssertTrue(module.stderr.contains("not a Swift module name"), module.stderr)
    }

    private func copyFixture(_ fixture: String, to project: TemporaryProject) throws {
        let source = DilintProcess.fixtures.appendingPathComponent(fixture)
        let files = try FileManager.default.subpathsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            try project.write(try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8), to: file)
        }
    }
}
