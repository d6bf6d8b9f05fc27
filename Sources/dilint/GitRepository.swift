import DILintCore
import Foundation

/// The git repository around the current folder, read through the `git` command: revisions are
/// resolved and trees exported from objects, never checked out.
struct GitRepository {
    struct Problem: Error {
        var message: String
    }

    /// The repository's top folder, real path.
    let top: String

    static func enclosing(_ directory: String) throws -> GitRepository {
        let top = try run(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
        return GitRepository(top: URL(fileURLWithPath: top).resolvingSymlinksInPath().path)
    }

    /// The commit `revision` names; an unknown one is a problem that names it.
    func commit(of revision: String) throws -> String {
        try Self.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: top,
                     failure: "unknown revision '\(revision)'").trimmed
    }

    /// The commit where this branch left `revision` (`git diff REV...`'s base).
    func mergeBase(of revision: String) throws -> String {
        // `--end-of-options`: a revision that starts with '-' is a name, never an option of git's.
        let commit = try Self.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: top,
                                  failure: "unknown revision '\(revision)'")
        return try Self.run(["merge-base", "--end-of-options", commit.trimmed, "HEAD"], in: top).trimmed
    }

    /// The Swift files and configuration files of `commit`, written into a new private temporary folder
    /// from git's objects (one `cat-file --batch` for all of them; the rest of the tree is never read).
    /// Entries git's checkout would refuse are skipped with a warning: none is written outside the folder.
    func export(_ commit: String) throws -> String {
        let listing = try Self.run(["ls-tree", "-r", "-z", "--full-tree", commit], in: top)
        var blobs: [(object: String, path: String)] = []
        for entry in listing.split(separator: "\0") {
            // "<mode> <type> <object>\t<path>": regular files only (not links, not submodules).
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let fields = entry[..<tab].split(separator: " ")
            let path = String(entry[entry.index(after: tab)...])
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000",
                  path.hasSuffix(".swift") || (path as NSString).lastPathComponent == ".dilint.yml" else { continue }
            if let refusal = GitTreePath.refusal(path) {
                printError("warning: \(commit.prefix(12)) holds '\(path)', which \(refusal); it was not read")
                continue
            }
            blobs.append((String(fields[2]), path))
        }
        let folder: String
        do {
            folder = try TemporaryFolder.makePrivate(prefix: "dilint-base")
        } catch let problem as TemporaryFolder.Problem {
            throw Problem(message: problem.message)
        }
        do {
            guard let snapshot = PathGuard(root: folder) else { throw Problem(message: "cannot use the temporary folder \(folder)") }
            let contents = try Self.catFile(blobs.map(\.object), in: top)
            for (blob, data) in zip(blobs, contents) {
                let target = try snapshot.resolve(blob.path)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                // Created anew (never through a link): each path is written once into a fresh folder.
                guard FileManager.default.createFile(atPath: target, contents: data, attributes: [.posixPermissions: 0o600]) else {
                    throw Problem(message: "cannot write a copy of \(blob.path) from \(commit.prefix(12))")
                }
            }
        } catch {
            TemporaryFolder.remove(folder)
            if let refusal = error as? PathGuard.Refusal {
                throw Problem(message: "\(commit.prefix(12)): \(refusal.message)")
            }
            throw error
        }
        return folder
    }

    /// The contents of `objects`, in order, through one `git cat-file --batch`.
    private static func catFile(_ objects: [String], in directory: String) throws -> [Data] {
        guard !objects.isEmpty else { return [] }
        let process = GitProcess.make(["cat-file", "--batch"], in: directory)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Written from another thread: git answers while it reads, and a full pipe would block both.
        let request = Data(objects.map { $0 + "\n" }.joined().utf8)
        let writer = Thread { input.fileHandleForWriting.write(request); try? input.fileHandleForWriting.close() }
        writer.start()
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        var contents: [Data] = []
        var position = 0
        for _ in objects {
            // "<object> blob <size>\n<content>\n"
            guard let newline = bytes[position...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else { break }
            contents.append(Data(bytes[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 1 + size + 1
        }
        guard contents.count == objects.count else { throw Problem(message: "git cat-file did not return every file") }
        return contents
    }

    /// Where `absolute` (a path inside the working tree) sits in an exported snapshot of it.
    func mapped(_ absolute: String, into snapshot: String) -> String? {
        let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard real == top || real.hasPrefix(top + "/") else { return nil }
        return snapshot + real.dropFirst(top.count)
    }

    private static func run(_ arguments: [String], in directory: String, failure: String? = nil) throws -> String {
        let process = GitProcess.make(arguments, in: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw Problem(message: "git could not be started: \(error.localizedDescription)")
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw Problem(message: failure ?? firstLine ?? "git \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
