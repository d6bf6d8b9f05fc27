import DILintCore
import Foundation
import XCTest

/// The language server's analysis: buffers over the disk, facts kept per file until its bytes change,
/// and findings equal to a full run over the same text.
final class LiveAnalysisTests: XCTestCase {
    private var folder: URL!

    private let files = [
        "App/AppModule.swift": """
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            func startApp() { Dirk.start { Module { Singleton<Clock> { SystemClock() } } } }
            """,
        "App/Feed.swift": """
            import Dirk
            final class Feed {
                @Inject var clock: Clock
            }
            """,
        "App/Plain.swift": "struct Plain { var x = 1 }\n",
    ]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-live-\(UUID().uuidString)")
        try write(files, to: folder)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func write(_ files: [String: String], to root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private func options(_ root: URL) -> LintOptions { LintOptions(paths: ["."], currentDirectory: root.path) }

    /// What `dilint lint` reports for `files` written to disk.
    private func linted(_ files: [String: String]) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-live-oracle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(files, to: root)
        return try Linter.run(options(root)).diagnostics
    }

    func testAnEditReExtractsOnlyItsFileAndFindsWhatAFullRunFinds() throws {
        let live = LiveAnalysis(options: options(folder))
        XCTAssertEqual(try live.analyse().diagnostics, try linted(files))
        XCTAssertEqual(live.extractedInLastRun, 3)

        let feed = folder.appendingPathComponent("App/Feed.swift").path
        var edited = files
        edited["App/Feed.swift"] = files["App/Feed.swift"]! + "final class Cart { @Inject var missing: Missing }\n"
        live.setBuffer(edited["App/Feed.swift"], atAbsolutePath: feed)
        let report = try live.analyse()
        XCTAssertEqual(live.extractedInLastRun, 1, "only the edited buffer is read again")
        XCTAssertEqual(report.diagnostics, try linted(edited))
        XCTAssertEqual(report.diagnostics.map(\.type), ["Missing"])
        XCTAssertTrue(live.linkedInLastRun)

        XCTAssertEqual(try live.analyse().diagnostics, report.diagnostics)
        XCTAssertEqual(live.extractedInLastRun, 0, "nothing changed")
        XCTAssertFalse(live.linkedInLastRun)

        live.setBuffer(nil, atAbsolutePath: feed)
        XCTAssertEqual(try live.analyse().diagnostics, try linted(files), "a closed buffer: the disk counts again")
        XCTAssertEqual(live.extractedInLastRun, 1)
    }

    func testAFileChangedOnDiskIsReadAgain() throws {
        let live = LiveAnalysis(options: options(folder))
        _ = try live.analyse()
        var edited = files
        edited["App/AppModule.swift"] = files["App/AppModule.swift"]!.replacingOccurrences(of: "Singleton<Clock> { SystemClock() }", with: "Singleton { SystemClock() }")
        // A different size: the change is seen whatever the file system's clock resolution.
        try write(["App/AppModule.swift": edited["App/AppModule.swift"]!], to: folder)
        let report = try live.analyse()
        XCTAssertEqual(live.extractedInLastRun, 1)
        XCTAssertEqual(report.diagnostics, try linted(edited))
        XCTAssertEqual(report.diagnostics.map(\.rule), ["unregistered-type"])
    }

    /// When the editor watches the files and reported no change, only the buffers are read: what changed on
    /// disk unreported stays unseen until a run that reads the disk again.
    func testWithTheDiskUnchangedOnlyTheBuffersAreReadAgain() throws {
        let live = LiveAnalysis(options: options(folder))
        _ = try live.analyse()
        var onDisk = files
        onDisk["App/AppModule.swift"] = files["App/AppModule.swift"]!.replacingOccurrences(of: "Singleton<Clock> { SystemClock() }", with: "Singleton { SystemClock() }")
        onDisk["App/Cart.swift"] = "import Dirk\nfinal class Cart { @Inject var missing: Missing }\n"
        try write(onDisk, to: folder)
        var buffered = files
        buffered["App/Feed.swift"] = files["App/Feed.swift"]! + "final class Basket { @Inject var gone: Gone }\n"
        live.setBuffer(buffered["App/Feed.swift"], atAbsolutePath: folder.appendingPathComponent("App/Feed.swift").path)

        XCTAssertEqual(try live.analyse(diskUnchanged: true).diagnostics, try linted(buffered), "the buffer, over the disk as last read")
        XCTAssertEqual(live.extractedInLastRun, 1)
        onDisk["App/Feed.swift"] = buffered["App/Feed.swift"]
        XCTAssertEqual(try live.analyse().diagnostics, try linted(onDisk), "the disk read again")
        XCTAssertEqual(Set(try live.analyse(diskUnchanged: true).diagnostics.compactMap(\.type)), ["Clock", "Missing", "Gone"])
    }

    func testWhatChangesHowEveryFileIsReadReadsThemAllAgain() throws {
        let live = LiveAnalysis(options: options(folder))
        _ = try live.analyse()
        // A re-export makes the framework visible to files that do not import it.
        var edited = files
        edited["App/Plain.swift"] = "@_exported import Dirk\nstruct Plain { var x = 1 }\n"
        edited["App/Feed.swift"] = "final class Feed {\n    @Inject var clock: Clock\n    @Inject var other: Other\n}\n"
        live.setBuffer(edited["App/Feed.swift"], atAbsolutePath: folder.appendingPathComponent("App/Feed.swift").path)
        live.setBuffer(edited["App/Plain.swift"], atAbsolutePath: folder.appendingPathComponent("App/Plain.swift").path)
        let report = try live.analyse()
        XCTAssertEqual(live.extractedInLastRun, 3, "the project's vocabulary changed")
        XCTAssertEqual(report.diagnostics, try linted(edited))
        XCTAssertEqual(report.diagnostics.map(\.type), ["Other"])
    }

    func testAnEditThatChangesNoFactReusesTheFindingsWithTheNewBytesHashes() throws {
        var project = files
        project["App/AppModule.swift"] = """
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            func startApp() { Dirk.start { Module { Singleton { SystemClock() } } } }
            func retries() -> Int {
                let count = 3
                return count
            }
            """
        try write(project, to: folder)
        let live = LiveAnalysis(options: options(folder))
        let before = try live.analyse()
        XCTAssertEqual(before.diagnostics.flatMap(\.fixes).count, 1, "register SystemClock as Clock")

        var edited = project
        edited["App/AppModule.swift"] = project["App/AppModule.swift"]!.replacingOccurrences(of: "let count = 3", with: "let count = 4")
        live.setBuffer(edited["App/AppModule.swift"], atAbsolutePath: folder.appendingPathComponent("App/AppModule.swift").path)
        let report = try live.analyse()
        XCTAssertFalse(live.linkedInLastRun, "the same facts: the findings are those of the last run")
        XCTAssertEqual(report.diagnostics, try linted(edited), "the fix is stamped with the edited bytes' hash")
        XCTAssertNotEqual(report.diagnostics, before.diagnostics)

        edited["App/AppModule.swift"] = edited["App/AppModule.swift"]!.replacingOccurrences(of: "Singleton { SystemClock() }", with: "Singleton<Clock> { SystemClock() }")
        live.setBuffer(edited["App/AppModule.swift"], atAbsolutePath: folder.appendingPathComponent("App/AppModule.swift").path)
        XCTAssertEqual(try live.analyse().diagnostics, [])
        XCTAssertTrue(live.linkedInLastRun)
    }

    func testAFileDeletedUnderItsBufferLeavesTheAnalysis() throws {
        let live = LiveAnalysis(options: options(folder))
        let feed = folder.appendingPathComponent("App/Feed.swift")
        live.setBuffer(files["App/Feed.swift"]! + "final class Cart { @Inject var missing: Missing }\n", atAbsolutePath: feed.path)
        XCTAssertEqual(try live.analyse().diagnostics.count, 1)
        try FileManager.default.removeItem(at: feed)
        let report = try live.analyse()
        XCTAssertEqual(report.diagnostics, [])
        XCTAssertFalse(report.analysedFiles.contains("App/Feed.swift"))
        XCTAssertNil(live.analysedBytes(of: "App/Feed.swift"))
    }
}
