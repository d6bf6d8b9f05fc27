import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

/// `dilint lint --fix`, `--fix-from` and `--dry-run`: applies fixes to the files they name, and only to
/// Swift sources inside the project whose bytes still hash to the ones analysed. Each file is written
/// whole (temporary file and rename beside it, permissions kept), so a failed run never leaves half a
/// file; no other file is touched.
enum FixRun {
    /// Where fixes may edit: the project (the git work tree around the current folder, else the current
    /// folder) and, for `--fix`, the folders the user named on the command line.
    struct Scope {
        var folders: [PathGuard]
        /// A stored report's paths must be relative: an absolute one is refused even inside the project.
        var relativeOnly: Bool

        static func project(adding paths: [String] = [], relativeOnly: Bool) -> Scope {
            let current = FileManager.default.currentDirectoryPath
            let top = RepositoryPaths.gitTopLevel(from: current) ?? current
            let named = paths.map { CommandLinePath.absolute($0, in: current) }
            return Scope(folders: ([top] + named).compactMap(PathGuard.init(root:)), relativeOnly: relativeOnly)
        }

        /// The real path a fix of `file` edits, or why it may not.
        func target(of file: String) -> Result<String, PathGuard.Refusal> {
            if relativeOnly && file.hasPrefix("/") {
                return .failure(PathGuard.Refusal(path: file, reason: "is absolute; a report names files relative to the project"))
            }
            // Not standardized first: `link/..` must climb from where the link leads, as the file system does.
            let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
            var refusal = PathGuard.Refusal(path: file, reason: "lies outside the project")
            for folder in folders {
                do { return .success(try folder.resolve(absolute)) } catch let refused as PathGuard.Refusal { refusal.reason = refused.reason } catch {}
            }
            if folders.count > 1 { refusal.reason = "lies outside the project and the folders linted" }
            return .failure(refusal)
        }
    }

    /// What one stored report may ask for: enough for any real project's fixes, little enough that a
    /// forged report cannot make a run edit without end.
    static let maximumEdits = 10_000
    static let maximumInsertedBytes = 1 << 20
    static let maximumReportBytes = 256 << 20

    /// Applies (or with `dryRun` prints as a unified diff) `fixes`, paths relative to the current folder.
    /// Returns the fixes applied; warns on stderr about files left alone.
    static func run(_ fixes: [Fix], dryRun: Bool, scope: Scope) throws -> [Fix] {
        var targets: [String: String] = [:]
        var refused: Set<String> = []
        for file in Set(fixes.flatMap { $0.changes.map(\.file) }).sorted() {
            switch scope.target(of: file) {
            case .failure(let refusal):
                printError("warning: fix refused: \(refusal.message)")
                refused.insert(file)
            case .success(let real) where !file.hasSuffix(".swift") || !real.hasSuffix(".swift"):
                // dilint edits Swift sources only, whatever a stored report names.
                printError("warning: \(file) is not a Swift source; its fixes were not applied")
                refused.insert(file)
            case .success(let real) where !isRegularFile(real):
                printError("warning: fix refused: '\(file)' is not a regular file")
                refused.insert(file)
            case .success(let real):
                targets[file] = real
            }
        }
        let outcome = FixApplication.plan(fixes.filter { $0.changes.allSatisfy { !refused.contains($0.file) } }) { file in
            targets[file].flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) }
        }
        for file in outcome.stale {
            printError("warning: \(file) changed since it was analysed (or cannot be read); its fixes were not applied")
        }
        if !outcome.conflicting.isEmpty {
            printError("warning: \(fixCount(outcome.conflicting.count)) overlapping another were not applied; run again")
        }
        if fixes.isEmpty { printError("no finding has a fix to apply") }
        if dryRun {
            let diff = outcome.changed.map { file, before, _ in
                UnifiedDiff.render(file: file, before: before, edits: edits(of: outcome.applied, in: file))
            }.joined()
            FileHandle.standardOutput.write(Data(diff.utf8))
            return outcome.applied
        }
        for (file, _, after) in outcome.changed {
            // The real path resolved above: through a symlink to the file it names, the link stays a link.
            do {
                try AtomicFile.write(after, to: targets[file]!)
            } catch {
                printError("\(error)")
                throw ExitCode(ExitStatus.failure)
            }
        }
        if !outcome.applied.isEmpty {
            printError("applied \(fixCount(outcome.applied.count)) to \(TextReporter.plural(outcome.changed.count, "file"))")
        }
        return outcome.applied
    }

    /// The fixes recorded in a JSON report of `dilint lint --format json`, within the bounds above.
    static func load(_ path: String) throws -> [Fix] {
        let found = status(of: path)
        guard let status = found, (status.st_mode & S_IFMT) == S_IFREG else {
            printError("cannot read \(path)\(found != nil ? " (not a regular file)" : "")")
            throw ExitCode(ExitStatus.failure)
        }
        // Measured before it is read: a forged report must not fill the memory first.
        guard Int(status.st_size) <= maximumReportBytes else {
            printError("\(path) holds \(status.st_size) bytes, more than the \(maximumReportBytes >> 20) MiB a report of dilint lint is read up to")
            throw ExitCode(ExitStatus.failure)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("cannot read \(path)")
            throw ExitCode(ExitStatus.failure)
        }
        let fixes: [Fix]
        do {
            fixes = try JSONReporter.read(data).diagnostics.flatMap { $0.fixes ?? [] }
        } catch {
            printError("\(path) is not a JSON report of dilint lint (--format json): \(error)")
            throw ExitCode(ExitStatus.failure)
        }
        let edits = fixes.flatMap { $0.changes.flatMap(\.edits) }
        let inserted = edits.reduce(0) { $0 + $1.replacement.utf8.count }
        guard edits.count <= maximumEdits, inserted <= maximumInsertedBytes else {
            printError("\(path) asks for \(edits.count) edits inserting \(inserted) bytes, more than a report may "
                       + "(\(maximumEdits) edits, \(maximumInsertedBytes >> 20) MiB); no fix was applied")
            throw ExitCode(ExitStatus.failure)
        }
        return fixes
    }

    /// `--fix-from`: exit 0 when every recorded fix was applied, 1 when some were left alone.
    static func fixFromReport(_ path: String, dryRun: Bool) throws {
        let fixes = try load(path)
        let applied = Set(try run(fixes, dryRun: dryRun, scope: .project(relativeOnly: true)).map(\.changes))
        if !Set(fixes.map(\.changes)).isSubset(of: applied) { throw ExitCode(ExitStatus.findings) }
    }

    private static func fixCount(_ count: Int) -> String { count == 1 ? "1 fix" : "\(count) fixes" }

    private static func edits(of fixes: [Fix], in file: String) -> [TextEdit] {
        fixes.flatMap { $0.changes.filter { $0.file == file }.flatMap(\.edits) }
    }

    /// Never a FIFO, a device or a folder: reading one could block the run or read without end.
    private static func isRegularFile(_ path: String) -> Bool {
        status(of: path).map { ($0.st_mode & S_IFMT) == S_IFREG } ?? false
    }

    /// What `stat` says of `path`, nil when it does not exist (or cannot be reached).
    private static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }
}
