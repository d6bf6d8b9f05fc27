import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

/// `dilint lint --fix`, `--fix-from` and `--dry-run`: applies fixes to the files they name, and only to
/// files whose bytes still hash to the ones analysed. Each file is written whole (temporary file and
/// rename beside it, permissions kept), so a failed run never leaves half a file; no other file is touched.
enum FixRun {
    /// Applies (or with `dryRun` prints as a unified diff) `fixes`, paths relative to the current folder.
    /// Returns the fixes applied; warns on stderr about files left alone.
    static func run(_ fixes: [Fix], dryRun: Bool) throws -> [Fix] {
        // dilint edits Swift sources only, whatever a stored report names.
        let foreign = Set(fixes.flatMap { $0.changes.map(\.file) }.filter { !$0.hasSuffix(".swift") })
        for file in foreign.sorted() { printError("warning: \(file) is not a Swift source; its fixes were not applied") }
        let outcome = FixApplication.plan(fixes.filter { $0.changes.allSatisfy { !foreign.contains($0.file) } }) { file in
            FileManager.default.contents(atPath: file).map { [UInt8]($0) }
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
            // Through a symlink to the file it names: the link stays a link.
            let target = realPath(file) ?? file
            do {
                try AtomicFile.write(after, to: target)
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

    /// The fixes recorded in a JSON report of `dilint lint --format json`.
    static func load(_ path: String) throws -> [Fix] {
        struct Report: Decodable {
            struct Finding: Decodable { var fixes: [Fix]? }
            var diagnostics: [Finding]
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("cannot read \(path)")
            throw ExitCode(ExitStatus.failure)
        }
        do {
            return try JSONDecoder().decode(Report.self, from: data).diagnostics.flatMap { $0.fixes ?? [] }
        } catch {
            printError("\(path) is not a JSON report of dilint lint (--format json): \(error)")
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// `--fix-from`: exit 0 when every recorded fix was applied, 1 when some were left alone.
    static func fixFromReport(_ path: String, dryRun: Bool) throws {
        let fixes = try load(path)
        let applied = Set(try run(fixes, dryRun: dryRun).map(\.changes))
        if !Set(fixes.map(\.changes)).isSubset(of: applied) { throw ExitCode(ExitStatus.findings) }
    }

    private static func fixCount(_ count: Int) -> String { count == 1 ? "1 fix" : "\(count) fixes" }

    private static func edits(of fixes: [Fix], in file: String) -> [TextEdit] {
        fixes.flatMap { $0.changes.filter { $0.file == file }.flatMap(\.edits) }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
