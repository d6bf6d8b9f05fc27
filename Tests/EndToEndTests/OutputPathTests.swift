import Foundation
import XCTest

/// Every output option (`lint --graph`, `graph -o`, `--report`, `--write-baseline`): missing folders are
/// made, devices, FIFOs and standard output are written in place, and a failed write is one line,
/// exit 2 and no file.
final class OutputPathTests: XCTestCase {
    private var temporary: URL!
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    private func path(_ name: String) -> String { temporary.appendingPathComponent(name).path }

    private func fileType(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    // MARK: Missing folders

    func testEveryOutputOptionCreatesMissingFolders() throws {
        let runs: [(arguments: [String], written: String, exitCode: Int32)] = [
            (["lint", "--graph", path("a/1/g.svg")], path("a/1/g.svg"), 1),
            (["graph", "-o", path("b/2/g.png")], path("b/2/g.png"), 0),
            (["lint", "--report", "markdown=\(path("c/3/summary.md"))"], path("c/3/summary.md"), 1),
            (["lint", "--write-baseline", path("d/4/baseline.json")], path("d/4/baseline.json"), 0),
        ]
        for run in runs {
            let result = try DilintProcess.run(run.arguments, in: example)
            XCTAssertEqual(result.exitCode, run.exitCode, "\(run.arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("cannot write"), result.stderr)
            XCTAssertEqual(fileType(run.written), .typeRegular, "\(run.arguments) wrote no file")
        }
    }

    func testARelativeOutputInAMissingFolderIsMadeFromTheCurrentFolder() throws {
        let project = temporary.appendingPathComponent("project")
        try FileManager.default.copyItem(at: example, to: project)
        let result = try DilintProcess.run(["lint", "--graph", "docs/di-graph.svg"], in: project)
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        XCTAssertEqual(fileType(project.appendingPathComponent("docs/di-graph.svg").path), .typeRegular)
    }

    // MARK: Failures

    func testAnOutputBelowAFileIsOneLineExitTwoAndNoFile() throws {
        try "not a folder".write(toFile: path("file"), atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            ["lint", "--graph", path("file/sub/g.svg")],
            ["graph", "-o", path("file/g.svg")],
            ["lint", "--report", "sarif=\(path("file/x.sarif"))"],
            ["lint", "--write-baseline", path("file/sub/b.json")],
        ]
        for arguments in runs {
            let result = try DilintProcess.run(arguments, in: example)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("dilint: cannot write \(path("file/"))"), result.stderr)
            XCTAssertTrue(result.stderr.contains("Not a directory"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), ["file"], "nothing left behind")
    }

    func testAWriteErrorOnADeviceIsOneLineAndExitTwo() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full on this system") }
        for arguments in [["lint", "--report", "json=/dev/full"], ["graph", "-o", "/dev/full", "--format", "dot"],
                          ["lint", "--write-baseline", "/dev/full"]] {
            let result = try DilintProcess.run(arguments, in: example)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "dilint: cannot write /dev/full: No space left on device\n", "\(arguments)")
        }
        XCTAssertEqual(fileType("/dev/full"), .typeCharacterSpecial, "the device is still a device")
    }

    func testAFolderAtTheOutputPathIsOneLineExitTwoAndKeepsTheFolder() throws {
        try FileManager.default.createDirectory(atPath: path("target/inside"), withIntermediateDirectories: true)
        let result = try DilintProcess.run(["graph", "-o", path("target"), "--format", "dot"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("target")), ["inside"], "no temporary file left")
    }

    // MARK: Devices, FIFOs, standard output

    func testAFIFOIsWrittenInPlaceForTheProcessReadingIt() throws {
        let fifo = path("report.fifo")
        guard mkfifo(fifo, 0o600) == 0 else { throw XCTSkip("mkfifo failed: \(String(cString: strerror(errno)))") }
        // Another process reads the FIFO, as `--report json=>(jq …)` or a named pipe in CI would.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let received = Pipe()
        reader.standardOutput = received
        try reader.run()
        let result = try DilintProcess.run(["lint", "--report", "json=\(fifo)"], in: example)
        // Had dilint replaced the FIFO instead of writing it, the reader would wait for ever: stop it.
        let deadline = Date().addingTimeInterval(10)
        while reader.isRunning && Date() < deadline { usleep(10_000) }
        if reader.isRunning {
            reader.terminate()
            XCTFail("nothing was written into the FIFO")
        }
        let bytes = received.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let json = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        XCTAssertEqual(json?["schemaVersion"] as? Int, 1)
        var info = stat()
        XCTAssertEqual(stat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO, not a file renamed over it")
    }

    func testACharacterDeviceIsWrittenInPlace() throws {
        // A copy of /dev/null in a temporary folder: replacing it would leave a regular file behind.
        let device = path("null")
        var null = stat()
        guard stat("/dev/null", &null) == 0 else { throw XCTSkip("no /dev/null") }
        guard mknod(device, S_IFCHR | 0o666, null.st_rdev) == 0 else {
            throw XCTSkip("mknod is not permitted here (\(String(cString: strerror(errno)))); /dev/null is checked instead")
        }
        let result = try DilintProcess.run(["graph", "-o", device, "--format", "svg"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(fileType(device), .typeCharacterSpecial, "still a device")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), ["null"], "no temporary file left")
    }

    func testDevNullAndStandardOutputAreWrittenInPlace() throws {
        let devNull = try DilintProcess.run(["lint", "--report", "sarif=/dev/null"], in: example)
        XCTAssertEqual(devNull.exitCode, 1, devNull.stderr)
        XCTAssertEqual(fileType("/dev/null"), .typeCharacterSpecial)

        let stdout = try DilintProcess.run(["lint", "--format", "json", "--quiet", "--report", "markdown=/dev/stdout"], in: example)
        XCTAssertEqual(stdout.exitCode, 1, stdout.stderr)
        XCTAssertTrue(stdout.stdout.contains("\"schemaVersion\""), "the printed report")
        XCTAssertTrue(stdout.stdout.contains("## dilint"), "then the Markdown report, through the same pipe")

        let graph = try DilintProcess.run(["graph", "-o", "/dev/stdout"], in: example)
        XCTAssertEqual(graph.exitCode, 0, graph.stderr)
        XCTAssertTrue(graph.stdout.hasPrefix("digraph"), "a name without an extension is dot: \(graph.stdout.prefix(40))")
    }

    // MARK: What graph says

    func testGraphSaysWhatItWroteUnlessQuiet() throws {
        let result = try DilintProcess.run(["graph", "-o", path("g.svg")], in: example)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: wrote \(path("g.svg")) (svg: "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(" edges)\n"), result.stderr)
        let quiet = try DilintProcess.run(["graph", "--quiet", "-o", path("h.svg")], in: example)
        XCTAssertEqual(quiet.exitCode, 0)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(fileType(path("h.svg")), .typeRegular)
    }

    func testAnOutputWithoutExtensionIsDot() throws {
        let result = try DilintProcess.run(["graph", "-o", path("graph")], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(try String(contentsOfFile: path("graph"), encoding: .utf8).hasPrefix("digraph"))
        XCTAssertTrue(result.stderr.contains("(dot: "), result.stderr)
    }
}
