import DILintCore
import GraphvizRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `lint` run asked again with nothing changed prints what it printed before, without reading a
/// source file: the pre-commit hook and the editor's re-run on an untouched tree cost a folder walk and
/// a `stat` per file. The key is everything the output can depend on but the files' contents: the
/// arguments, the folder, the environment variables dilint reads (`keyed`), the terminal, dilint's own build, the configuration and
/// baseline bytes, and the list of discovered files. Any difference there is a miss and the run goes on
/// as usual (and records itself).
///
/// Each file's size, inode, modification and change times (`FileState`) are recorded beside the output. When some
/// differ, the recording's `ReplayEvidence` judges the changed files (reading only them): a change that
/// cannot alter the report (a comment, a body the DI code never reads, a file nothing needs) replays the
/// output too; any other is a new run.
///
/// A file changed within `racyWindow` of the recorded run may have kept its times (the file system's
/// clock is coarse), so such a run is not recorded. Runs that write files or ask git (`--fix`,
/// `--write-baseline`, `--report`, `--graph`, `--only`, `--changed-since`) are never memoised.
struct RunMemo {
    private static let format = "dilint-run 4"
    private static let racyWindow: TimeInterval = 2
    private let folder: URL
    private let key: String
    private let started = Date()
    /// What the run lists, as it lists it: the files a recording's evidence is judged against.
    let discovered: [SourceFile]
    /// What `stat` says of each discovered file's content, in order.
    private let fileStates: [FileState]

    /// A recorded run of the same key: its output, and the files whose state differs since.
    struct Recording {
        var stdout: Data
        var stderr: Data
        var status: Int32
        var evidence: ReplayEvidence?
        var changed: [SourceFile]
    }

    /// nil when the inputs cannot be listed (discovery fails): the run itself then says why.
    /// `threads`: how many threads `stat` the files (a warm run of a large project is mostly those calls).
    init?(cacheDirectory: String, toolFingerprint: String, paths: [String], configuration: Configuration,
          baseline: String?, colored: Bool, threads: Int = 1) {
        let directory = FileManager.default.currentDirectoryPath
        // As the run itself lists them (no path: the current folder).
        let sources = FileSystemSources(currentDirectory: directory, threads: threads)
        guard let found = try? sources.discover(paths.isEmpty ? ["."] : paths), !found.sources.isEmpty else { return nil }
        var text = "\(Self.format)\n\(toolFingerprint)\n\(directory)\n"
        text += CommandLine.arguments.dropFirst().joined(separator: "\u{0}") + "\n"
        for (name, value) in ProcessInfo.processInfo.environment.sorted(by: { $0.key < $1.key }) where Self.keyed(name) {
            text += "\(name)=\(value)\u{0}"
        }
        text += "\ncolor \(colored) tty \(isatty(1)) \(isatty(2))\n"
        for file in [configuration.path, baseline].compactMap({ $0 }) {
            let bytes = FileManager.default.contents(atPath: CommandLinePath.absolute(file, in: directory)).map { ContentHash.sha256(Array($0)) }
            text += "\(file) \(bytes ?? "missing")\n"
        }
        text += (found.unreadableFolders + found.skipped).joined(separator: "\n") + "\n"
        discovered = found.sources + found.vendored
        fileStates = FileState.states(of: discovered, threads: threads)
        // Digested path by path rather than appended to the text.
        let files = StableStringDigest()
        for file in discovered {
            files.add(file.absolutePath)
            files.add(file.codeClass.rawValue)
        }
        text += "\(discovered.count) files \(files.hex)\n"
        self.folder = URL(fileURLWithPath: cacheDirectory, isDirectory: true).appendingPathComponent("runs", isDirectory: true)
        self.key = ContentHash.sha256(Array(text.utf8))
        self.newestChange = fileStates.map(\.modified).max() ?? .distantPast
    }

    /// The environment variables a `lint` run's output can depend on (colour, the cache, timings, git,
    /// the locale), and none of the rest: a shell, an editor, a git hook and a benchmark each set their
    /// own (`SSH_AUTH_SOCK`, `PWD`, hyperfine's randomised padding) without changing what dilint prints.
    static func keyed(_ name: String) -> Bool {
        ["DILINT_", "GIT_", "LC_"].contains { name.hasPrefix($0) }
            || ["XDG_CACHE_HOME", "HOME", "NO_COLOR", "TERM", "LANG", "CLICOLOR", "CLICOLOR_FORCE", "FORCE_COLOR"].contains(name)
    }

    /// The last moment (rounded up to the second) a discovered file's content was modified.
    private let newestChange: Date

    /// The recorded run of the same key, if there is one whole.
    func recorded() -> Recording? {
        let path = folder.appendingPathComponent(key).path
        // A recording damaged or edited in place does not match its digests and is not replayed; the run
        // goes on and records itself over it.
        guard let file = RecordedRunFile(path: path, header: "\(Self.format) \(key)\n"),
              let digests = file.field().map({ String(decoding: $0, as: UTF8.self).split(separator: " ").map(String.init) }),
              digests.count == 2, let states = file.field(), let statusField = file.field(),
              let stdout = file.field(), let stderr = file.field(), let evidence = file.lastField(),
              Self.digest(states, statusField, stdout, stderr) == digests[0],
              let changedPositions = FileState.changedPositions(of: fileStates, against: states),
              let status = Int32(String(decoding: statusField, as: UTF8.self)) else { return nil }
        let changed = changedPositions.map { discovered[$0] }
        // Most often nothing changed, and the evidence (the bulk of a recording) is never read.
        var judged: ReplayEvidence?
        if !changed.isEmpty {
            guard let text = evidence(), Self.digest(text) == digests[1] else { return nil }
            judged = text.isEmpty ? nil : ReplayEvidence(text: String(decoding: text, as: UTF8.self)[...])
        }
        // Used now: pruning deletes the recordings used least recently.
        utimes(path, nil)
        return Recording(stdout: stdout, stderr: stderr, status: status, evidence: judged, changed: changed)
    }

    /// Whether `recording` is this run's output: nothing changed, or its evidence shows that the changes
    /// cannot alter the report. Judging reads and may parse each changed file, so past a quarter of the
    /// files (and 16) a new run costs about as much and the recording is not used.
    func replays(_ recording: Recording, policy: LintPolicy) -> Bool {
        if recording.changed.isEmpty { return true }
        guard let evidence = recording.evidence, recording.changed.count <= max(16, discovered.count / 4) else { return false }
        return evidence.reportHolds(afterChanging: recording.changed, discovered: discovered, policy: policy,
                                    provider: FileSystemSources(currentDirectory: FileManager.default.currentDirectoryPath))
    }

    /// Keeps this run's output for the next run of the same key, unless a file changed too recently to be
    /// told apart by its times. Failing to write costs nothing: the next run is simply not memoised.
    func record(stdout: Data, stderr: Data, status: Int32, evidence: ReplayEvidence?) {
        guard newestChange.addingTimeInterval(Self.racyWindow) < started else { return }
        // The evidence last: a run that finds nothing changed never reads it, nor checks its digest.
        let (states, statusField, evidenceField) = (FileState.encoded(fileStates), Data("\(status)".utf8), Data((evidence?.text ?? "").utf8))
        let digests = Data("\(Self.digest(states, statusField, stdout, stderr)) \(Self.digest(evidenceField))".utf8)
        let data = RecordedRunFile.contents(header: "\(Self.format) \(key)\n", fields: [digests, states, statusField, stdout, stderr, evidenceField])
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A new file beside it, renamed over whatever is at the recording's path (a FIFO or a link included).
        // Not flushed to disk: a recording cut short by a crash fails its digest and is recorded again.
        guard (try? AtomicFile.write([UInt8](data), to: folder.appendingPathComponent(key).path, durable: false)) != nil else { return }
        prune()
    }

    /// SHA-256 of fields written as a recording writes them, each after its length (so that bytes cannot
    /// move from one field to the next).
    private static func digest(_ fields: Data...) -> String {
        ContentHash.sha256([UInt8](RecordedRunFile.contents(header: "", fields: fields)))
    }

    /// Recordings kept per cache folder: a pre-commit hook adds one per commit, and only the latest
    /// states of a tree are ever asked again.
    static let kept = 64

    /// Deletes the recordings past `kept`, least recently used first.
    private func prune() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), names.count > Self.kept else { return }
        let dated = names.filter { !$0.hasPrefix(".") }.map { name -> (name: String, used: Int) in
            var info = stat()
            return (name, stat(folder.appendingPathComponent(name).path, &info) == 0 ? info.st_mtim.tv_sec : 0)
        }
        for old in dated.sorted(by: { ($0.used, $1.name) > ($1.used, $0.name) }).dropFirst(Self.kept) {
            unlink(folder.appendingPathComponent(old.name).path)
        }
    }
}

/// Runs `body` with standard output and error going to temporary files, and hands back what it wrote:
/// what a memoised run replays.
enum OutputCapture {
    static func capturing(_ body: () throws -> Void) throws -> (stdout: Data, stderr: Data, error: Error?) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-capture-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let outPath = scratch.path + ".out", errPath = scratch.path + ".err"
        let out = TemporaryPaths.createFile(outPath) { open(outPath, O_RDWR | O_CREAT | O_EXCL, 0o600) }
        let err = TemporaryPaths.createFile(errPath) { open(errPath, O_RDWR | O_CREAT | O_EXCL, 0o600) }
        defer {
            unlink(outPath); unlink(errPath)
            TemporaryPaths.release(outPath); TemporaryPaths.release(errPath)
        }
        guard out >= 0, err >= 0 else {
            if out >= 0 { close(out) }
            if err >= 0 { close(err) }
            throw CaptureUnavailable()
        }
        let savedOut = dup(1), savedErr = dup(2)
        fflush(nil)
        dup2(out, 1); dup2(err, 2)
        var failure: Error?
        do { try body() } catch { failure = error }
        fflush(nil)
        dup2(savedOut, 1); dup2(savedErr, 2)
        close(savedOut); close(savedErr); close(out); close(err)
        let written = (FileManager.default.contents(atPath: outPath) ?? Data(), FileManager.default.contents(atPath: errPath) ?? Data())
        return (written.0, written.1, failure)
    }

    struct CaptureUnavailable: Error {}
}
