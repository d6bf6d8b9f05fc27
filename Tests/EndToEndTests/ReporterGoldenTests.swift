import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Each report format over the same fixtures, compared with golden files kept beside `expected.txt`.
/// Set DILINT_UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then review the diff.
final class ReporterGoldenTests: XCTestCase {
    static let goldenNames = [
        "sarif": "expected.sarif", "github": "expected.github.txt", "junit": "expected.junit.xml",
        "checkstyle": "expected.checkstyle.xml", "markdown": "expected.md",
    ]
    private let projects = ["Dirk/ExampleApp", "Dirk/CleanApp", "Zerk/CrossFileTypes"]

    func testEveryFormatMatchesItsGoldenFile() throws {
        for project in projects {
            let directory = DilintProcess.fixtures.appendingPathComponent(project)
            for format in Self.goldenNames.keys.sorted() {
                let result = try DilintProcess.run(["lint", "--format", format], in: directory)
                XCTAssertEqual(result.stderr, "", "\(project) \(format)")
                XCTAssertEqual(result.exitCode, project == "Dirk/ExampleApp" ? 1 : 0, "\(project) \(format)")
                try GoldenFile.compare(result.stdout, with: directory.appendingPathComponent(Self.goldenNames[format]!))
            }
        }
    }

    func testXMLReportsAreWellFormed() throws {
        for project in projects {
            let directory = DilintProcess.fixtures.appendingPathComponent(project)
            for format in ["junit", "checkstyle"] {
                let result = try DilintProcess.run(["lint", "--format", format], in: directory)
                XCTAssertNoThrow(try XMLDocument(data: Data(result.stdout.utf8)), "\(project) \(format)")
            }
        }
    }

    /// `--report FORMAT=PATH` writes the same bytes `--format FORMAT` prints, next to the console output.
    func testReportFilesMatchTheirFormatsOutput() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let formats = ["json", "sarif", "junit", "checkstyle", "markdown", "github", "text"]
        let arguments = ["lint", "--no-color"] + formats.flatMap { ["--report", "\($0)=\(output.appendingPathComponent("report.\($0)").path)"] }
        let result = try DilintProcess.run(arguments, in: directory)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, try String(contentsOf: directory.appendingPathComponent("expected.txt"), encoding: .utf8))
        for format in formats {
            let alone = try DilintProcess.run(["lint", "--format", format, "--no-color"], in: directory)
            let written = try String(contentsOf: output.appendingPathComponent("report.\(format)"), encoding: .utf8)
            XCTAssertEqual(written, alone.stdout, format)
        }
    }

    func testMalformedReportOptionIsAUsageError() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        for argument in ["sarif", "yaml=out.yaml", "sarif="] {
            let result = try DilintProcess.run(["lint", "--report", argument], in: directory)
            XCTAssertEqual(result.exitCode, 2, argument)
            XCTAssertEqual(result.stdout, "", argument)
        }
    }

    func testMalformedReportOptionIsOneLineThatSaysWhatIsExpected() throws {
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        let formats = "text, json, sarif, github, junit, checkstyle, markdown, xcode, result"
        let expected = [
            "foo=x": "'foo' is not a report format (expected one of \(formats))",
            "sarif": "expected FORMAT=PATH, e.g. sarif=dilint.sarif (formats: \(formats))",
            "sarif=": "no file after 'sarif=', e.g. sarif=dilint.sarif",
        ]
        for (argument, reason) in expected {
            let result = try DilintProcess.run(["lint", "--report", argument], in: directory)
            XCTAssertEqual(result.exitCode, 2, argument)
            XCTAssertEqual(result.stderr, "dilint: The value '\(argument)' is invalid for '--report <format=path>': \(reason)\n")
        }
    }

    func testUnwritableReportPathFailsWithTwo() throws {
        // A missing folder is made (OutputPathTests); a regular file in the way of one cannot be, even as root.
        let directory = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        let result = try DilintProcess.run(["lint", "--report", "sarif=/dev/null/x.sarif"], in: directory)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: cannot write /dev/null/x.sarif"), result.stderr)
    }
}

enum GoldenFile {
    static var updating: Bool { ProcessInfo.processInfo.environment["DILINT_UPDATE_GOLDEN"] == "1" }

    static func compare(_ actual: String, with golden: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        if updating {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            return XCTFail("missing golden file \(golden.path); run with DILINT_UPDATE_GOLDEN=1", file: file, line: line)
        }
        XCTAssertEqual(actual, expected, "\(golden.deletingLastPathComponent().lastPathComponent)/\(golden.lastPathComponent) differs",
                       file: file, line: line)
    }
}
