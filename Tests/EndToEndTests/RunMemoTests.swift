import DILintCore
import Foundation
import XCTest

/// A `lint` run repeated on untouched inputs replays the recorded output; any change to a file, the
/// arguments or the cache setting makes it analyse again.
final class RunMemoTests: XCTestCase {
    private var project: TemporaryProject!
    private var cache: URL!

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-memo")
        cache = project.url.appendingPathComponent(".cache")
        try project.write("import Dirk\nfunc boot() { try! Dirk.start { Module { Singleton { Service() as Servicing } } } }\n", to: "Sources/App/Assembly.swift")
        try project.write("protocol Servicing {}\nfinal class Service: Servicing {}\n", to: "Sources/App/Service.swift")
        try project.write("import Dirk\nfinal class Screen { @Inject var api: APIClient }\n", to: "Sources/App/Screen.swift")
        try ageFiles()
    }

    override func tearDownWithError() throws { project.remove() }

    /// Files written less than two seconds before a run may change again without a new time: such runs
    /// are not recorded, so the tests date their files an hour back.
    private func ageFiles() throws {
        let hourAgo = Date().addingTimeInterval(-3600)
        for case let url as URL in FileManager.default.enumerator(at: project.url.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)! {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: url.path)
        }
    }

    private func lint(_ extra: [String] = []) throws -> DilintProcess.Result {
        try DilintProcess.run(["lint", "--cache-dir", cache.path] + extra, in: project.url)
    }

    private var memos: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("runs"), includingPropertiesForKeys: nil)) ?? []
    }

    /// A recording's header line and fields: digests, file states, status, stdout, stderr, evidence.
    private func fields(of memo: URL) throws -> (header: Data, fields: [Data]) {
        let data = try Data(contentsOf: memo)
        guard let newline = data.firstIndex(of: 0x0A) else { throw CocoaError(.fileReadCorruptFile) }
        var fields: [Data] = [], position = newline + 1
        while position < data.endIndex, let end = data[position...].firstIndex(of: 0x0A),
              let count = Int(String(decoding: data[position..<end], as: UTF8.self)) {
            fields.append(data[(end + 1)..<(end + 1 + count)])
            position = end + 1 + count
        }
        return (data[..<(newline + 1)], fields)
    }

    /// SHA-256 of fields, each after its length, as the recording's digests are made.
    private func digest(_ fields: ArraySlice<Data>) -> String {
        ContentHash.sha256(fields.flatMap { Array("\($0.count)\n".utf8) + $0 })
    }

    /// Edits the recorded output and writes the recording again with digests that match, as dilint would
    /// have written it (the recording holds binary file states), so that a replay shows.
    private func shout(in memo: URL) throws {
        var (header, fields) = try fields(of: memo)
        guard fields.count == 6, let range = fields[3].range(of: Data("'APIClient' is not registered".utf8)) else {
            return XCTFail("the recording holds no finding to edit")
        }
        fields[3].replaceSubrange(range, with: Data("'APIClient' is NOT registered".utf8))
        fields[0] = Data("\(digest(fields[1...4])) \(digest(fields[5...5]))".utf8)
        for field in fields { header += Data("\(field.count)\n".utf8) + field }
        try header.write(to: memo)
    }

    /// The replayed output is the recorded one: a recording edited by hand is what the next run prints.
    func testAnUnchangedRunReplaysItsRecording() throws {
        let first = try lint()
        XCTAssertEqual(first.exitCode, 1, first.stderr)
        XCTAssertTrue(first.stdout.contains("'APIClient' is not registered"), first.stdout)
        XCTAssertEqual(memos.count, 1)
        let again = try lint()
        XCTAssertEqual(again.stdout, first.stdout)
        XCTAssertEqual(again.stderr, first.stderr)
        XCTAssertEqual(again.exitCode, first.exitCode)

        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        try shout(in: memo)
        XCTAssertTrue(try lint().stdout.contains("'APIClient' is NOT registered"), "the second run did not replay the recording")
    }

    func testAChangedFileOrOtherArgumentsAreAnalysedAgain() throws {
        let first = try lint()
        try project.write("import Dirk\nfinal class Screen { @Inject var api: Servicing }\n", to: "Sources/App/Screen.swift")
        try ageFiles()
        let fixed = try lint()
        XCTAssertEqual(fixed.exitCode, 0, fixed.stdout + fixed.stderr)
        XCTAssertFalse(fixed.stdout.contains("APIClient"))
        XCTAssertNotEqual(fixed.stdout, first.stdout)

        let json = try lint(["--format", "json"])
        XCTAssertTrue(json.stdout.hasPrefix("{"), json.stdout)
        XCTAssertEqual(memos.count, 2, "one recording per distinct set of arguments: the changed file's run replaced the first")
    }

    /// A large tree's files are looked at on several threads (`--jobs 2`, a thousand files and more):
    /// the untouched tree still replays, and the one file that changed is the one judged.
    func testManyFilesLookedAtOnSeveralThreadsReplayAndSeeTheChangedOne() throws {
        for index in 0..<1_100 {
            try project.write("struct Filler\(index) {}\n", to: "Sources/Fill/Filler\(index).swift")
        }
        try ageFiles()
        let first = try lint(["--jobs", "2"])
        XCTAssertTrue(first.stdout.contains("'APIClient' is not registered"), first.stdout)
        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        try shout(in: memo)
        XCTAssertTrue(try lint(["--jobs", "2"]).stdout.contains("'APIClient' is NOT registered"), "the untouched tree did not replay")

        // Only this file's times change (aging every file would change every file's ctime).
        try project.write("import Dirk\nfinal class Screen { @Inject var api: Servicing }\n", to: "Sources/App/Screen.swift")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)],
                                              ofItemAtPath: project.url.appendingPathComponent("Sources/App/Screen.swift").path)
        let fixed = try lint(["--jobs", "2"])
        XCTAssertEqual(fixed.exitCode, 0, fixed.stdout + fixed.stderr)
        XCTAssertFalse(fixed.stdout.contains("APIClient"), "the changed file was not seen: \(fixed.stdout)")
    }

    /// The recording is edited by hand, so a replay shows: a comment after the last line replays it; a
    /// line above the finding moves it, and the run analyses again.
    func testAChangeThatCannotAlterTheReportReplaysIt() throws {
        let first = try lint()
        XCTAssertTrue(first.stdout.contains("Screen.swift:2:"), first.stdout)
        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        try shout(in: memo)

        try project.write("import Dirk\nfinal class Screen { @Inject var api: APIClient }\n// reviewed\n", to: "Sources/App/Screen.swift")
        try ageFiles()
        let commented = try lint()
        XCTAssertTrue(commented.stdout.contains("'APIClient' is NOT registered"), "a comment cannot change the report: " + commented.stdout)
        XCTAssertEqual(commented.exitCode, 1)

        try project.write("// moved\nimport Dirk\nfinal class Screen { @Inject var api: APIClient }\n", to: "Sources/App/Screen.swift")
        try ageFiles()
        let moved = try lint()
        XCTAssertTrue(moved.stdout.contains("Screen.swift:3:"), moved.stdout)
        XCTAssertTrue(moved.stdout.contains("'APIClient' is not registered"), moved.stdout)
    }

    /// A recording cut short or grown (a full disk, another program) is not trusted: the run analyses again.
    func testARecordingThatIsNotWholeIsNotReplayed() throws {
        let first = try lint()
        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        try shout(in: memo)
        let edited = try Data(contentsOf: memo)
        for damaged in [edited.dropLast(), edited + Data("x".utf8), edited.prefix(40)] {
            try Data(damaged).write(to: memo)
            let again = try lint()
            XCTAssertEqual(again.stdout, first.stdout, "a damaged recording was replayed")
            XCTAssertEqual(again.exitCode, first.exitCode)
            try edited.write(to: memo)
        }
        XCTAssertTrue(try lint().stdout.contains("'APIClient' is NOT registered"), "the whole recording was not replayed")
    }

    /// A recording changed in place without its digests (a bit flipped on disk, a hand edit) is not
    /// replayed, and the run records itself over it.
    func testARecordingEditedInPlaceIsNotReplayedAndIsRewritten() throws {
        let first = try lint()
        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        let recorded = try Data(contentsOf: memo)
        for (original, forged) in [("'APIClient' is not registered", "'APIClient' is NOT registered"), ("error", "sorry")] {
            var edited = recorded
            let range = try XCTUnwrap(edited.range(of: Data(original.utf8)))
            edited.replaceSubrange(range, with: Data(forged.utf8))
            try edited.write(to: memo)
            let again = try lint()
            XCTAssertEqual(again.stdout, first.stdout, "an edited recording was replayed")
            XCTAssertEqual(again.exitCode, first.exitCode)
            XCTAssertEqual(try Data(contentsOf: memo), recorded, "the run did not record itself over the edited recording")
        }
        // A digest edited to match is no better than the recording: this is a replay, by design.
        try shout(in: memo)
        XCTAssertTrue(try lint().stdout.contains("'APIClient' is NOT registered"))
    }

    /// A FIFO (or any special file) at a recording's path is never opened for reading: the run neither
    /// waits for a writer nor fails, and a recording replaces it.
    func testASpecialFileAtTheRecordingsPathIsNotRead() throws {
        let first = try lint()
        guard let memo = memos.first else { return XCTFail("nothing was recorded") }
        try FileManager.default.removeItem(at: memo)
        XCTAssertEqual(mkfifo(memo.path, 0o600), 0)
        let again = try lint()
        XCTAssertEqual(again.stdout, first.stdout)
        var info = stat()
        XCTAssertEqual(lstat(memo.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "the FIFO was not replaced by a recording")
    }

    func testANewFileIsAnalysed() throws {
        _ = try lint()
        try project.write("import Dirk\nfinal class Other { @Inject var clock: Clock }\n", to: "Sources/App/Other.swift")
        try ageFiles()
        XCTAssertTrue(try lint().stdout.contains("'Clock' is not registered"))
    }

    func testARecentlyChangedFileIsNotRecordedAndNoCacheRecordsNothing() throws {
        _ = try lint(["--no-cache"])
        XCTAssertEqual(memos.count, 0)
        try project.write("// just edited\n", to: "Sources/App/Notes.swift")
        _ = try lint()
        XCTAssertEqual(memos.count, 0, "a file changed within two seconds may change again unseen")
    }

    func testRunsThatWriteFilesAreNeverRecorded() throws {
        let report = project.url.appendingPathComponent("report.json").path
        _ = try lint(["--report", "json:\(report)"])
        _ = try lint(["--graph", project.url.appendingPathComponent("graph.dot").path])
        XCTAssertEqual(memos.count, 0)
    }

    func testOldRecordingsArePrunedAndTheNewOneKept() throws {
        let runs = cache.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        for number in 0..<70 {
            let stale = runs.appendingPathComponent(String(format: "%064d", number))
            try Data("dilint-run 1 stale\n".utf8).write(to: stale)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200 + Double(number))], ofItemAtPath: stale.path)
        }
        _ = try lint()
        let left = try FileManager.default.contentsOfDirectory(atPath: runs.path)
        XCTAssertEqual(left.count, 64)
        XCTAssertFalse(left.contains(String(format: "%064d", 0)), "the least recently used goes first")
        XCTAssertTrue(left.contains(String(format: "%064d", 69)))
        XCTAssertEqual(try lint().stdout, try lint().stdout)
    }

    /// A file reached through a symlink is judged by the file it leads to (here one discovery does not
    /// list itself: it is in a hidden folder).
    func testAnEditBehindASymlinkIsAnalysedAgain() throws {
        try project.write("import Dirk\nfinal class Panel { @Inject var api: APIClient }\n", to: "Sources/.shared/Panel.swift")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("Sources/App/Panel.swift").path,
                                                   withDestinationPath: project.url.appendingPathComponent("Sources/.shared/Panel.swift").path)
        let hourAgo = Date().addingTimeInterval(-3600)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: project.url.appendingPathComponent("Sources/.shared/Panel.swift").path)
        try ageFiles()
        // The link itself dated back too, so that only the target's times can tell the runs apart.
        var old = [timeval(tv_sec: Int(hourAgo.timeIntervalSince1970), tv_usec: 0), timeval(tv_sec: Int(hourAgo.timeIntervalSince1970), tv_usec: 0)]
        XCTAssertEqual(lutimes(project.url.appendingPathComponent("Sources/App/Panel.swift").path, &old), 0)
        let first = try DilintProcess.run(["lint", "--cache-dir", cache.path, "Sources"], in: project.url)
        XCTAssertTrue(first.stdout.contains("Panel.swift"), first.stdout + first.stderr)
        try project.write("import Dirk\nfinal class Panel { @Inject var api: Servicing }\n", to: "Sources/.shared/Panel.swift")
        try FileManager.default.setAttributes([.modificationDate: hourAgo.addingTimeInterval(60)], ofItemAtPath: project.url.appendingPathComponent("Sources/.shared/Panel.swift").path)
        let second = try DilintProcess.run(["lint", "--cache-dir", cache.path, "Sources"], in: project.url)
        XCTAssertFalse(second.stdout.contains("Panel.swift"), second.stdout)
    }
}
