import DILintCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `lint` run asked again with nothing changed prints what it printed before, without reading a
/// source file: the pre-commit hook and the editor's re-run on an untouched tree cost a folder walk and
/// a `stat` per file. The key is everything the output can depend on: the arguments, the folder, the
/// environment, the terminal, dilint's own build, the configuration and baseline bytes, and each
/// discovered file's path, size, inode, modification and change times. Any difference is a miss and the
/// run goes on as usual (and records itself).
///
/// A file changed within `racyWindow` of the recorded run may have kept its times (the file system's
/// clock is coarse), so such a run is not recorded. Runs that write files or ask git (`--fix`,
/// `--write-baseline`, `--report`, `--graph`, `--only`, `--changed-since`) are never memoised.
struct RunMemo {
    private static let format = "dilint-run 1"
    private static let racyWindow: TimeInterval = 2
    private let folder: URL
    private let key: String
    private let started = Date()

    /// nil when the inputs cannot be listed (discovery fails): the run itself then says why.
    init?(cacheDirectory: String, toolFingerprint: String, paths: [String], configuration: Configuration,
          baseline: String?, colored: Bool) {
        let directory = FileManager.default.currentDirectoryPath
        // As the run itself lists them (no path: the current folder).
        guard let found = try? FileSystemSources(currentDirectory: directory).discover(paths.isEmpty ? ["."] : paths),
              !found.sources.isEmpty else { return nil }
        var text = "\(Self.format)\n\(toolFingerprint)\n\(directory)\n"
        text += CommandLine.arguments.dropFirst().joined(separator: "\u{0}") + "\n"
        let volatile: Set<String> = ["_", "OLDPWD", "SHLVL"]
        for (name, value) in ProcessInfo.processInfo.environment.sorted(by: { $0.key < $1.key }) where !volatile.contains(name) {
            text += "\(name)=\(value)\u{0}"
        }
        text += "\ncolor \(colored) tty \(isatty(1)) \(isatty(2))\n"
        for file in [configuration.path, baseline].compactMap({ $0 }) {
            let bytes = FileManager.default.contents(atPath: CommandLinePath.absolute(file, in: directory)).map { ContentHash.sha256(Array($0)) }
            text += "\(file) \(bytes ?? "missing")\n"
        }
        text += (found.unreadableFolders + found.skipped).joined(separator: "\n") + "\n"
        var newest = Date.distantPast
        for file in found.sources + found.vendored {
            // `stat`, not `lstat`: discovery follows symlinks, and an edit to the target must count.
            var info = stat()
            guard stat(file.absolutePath, &info) == 0 else { text += "\(file.absolutePath) unreadable\n"; continue }
            text += "\(file.absolutePath) \(file.codeClass) \(info.st_size) \(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)\n"
            newest = max(newest, Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + 1))
        }
        self.folder = URL(fileURLWithPath: cacheDirectory, isDirectory: true).appendingPathComponent("runs", isDirectory: true)
        self.key = ContentHash.sha256(Array(text.utf8))
        self.newestChange = newest
    }

    /// The last moment (rounded up to the second) a discovered file's content was modified.
    private let newestChange: Date

    /// The recorded output and exit status of the same run, if there is one whole.
    func recorded() -> (stdout: Data, stderr: Data, status: Int32)? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path),
              let header = data.firstIndex(of: 0x0A),
              String(decoding: data[..<header], as: UTF8.self) == "\(Self.format) \(key)" else { return nil }
        var rest = data[(header + 1)...]
        func field() -> Data? {
            guard let end = rest.firstIndex(of: 0x0A), let count = Int(String(decoding: rest[..<end], as: UTF8.self)),
                  count >= 0, rest.distance(from: end, to: rest.endIndex) > count else { return nil }
            let start = rest.index(after: end)
            defer { rest = rest[rest.index(start, offsetBy: count)...] }
            return Data(rest[start..<rest.index(start, offsetBy: count)])
        }
        guard let status = field().flatMap({ Int32(String(decoding: $0, as: UTF8.self)) }), let stdout = field(),
              let stderr = field(), rest.isEmpty else { return nil }
        // Used now: pruning deletes the recordings used least recently.
        utimes(folder.appendingPathComponent(key).path, nil)
        return (stdout, stderr, status)
    }

    /// Keeps this run's output for the next identical run, unless a file changed too recently to be
    /// told apart by its times. Failing to write costs nothing: the next run is simply not memoised.
    func record(stdout: Data, stderr: Data, status: Int32) {
        guard newestChange.addingTimeInterval(Self.racyWindow) < started else { return }
        var data = Data("\(Self.format) \(key)\n".utf8)
        for piece in [Data("\(status)".utf8), stdout, stderr] {
            data += Data("\(piece.count)\n".utf8) + piece
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent(key)
        let temporary = folder.appendingPathComponent(".\(key).\(getpid()).tmp")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, target.path) != 0 { unlink(temporary.path) }
        prune()
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
        let out = open(outPath, O_RDWR | O_CREAT | O_EXCL, 0o600), err = open(errPath, O_RDWR | O_CREAT | O_EXCL, 0o600)
        defer { unlink(outPath); unlink(errPath) }
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
