import ArgumentParser
import DILintCore
import Foundation

/// `--changed-since REV`: the findings a change introduces, wherever they land.
///
/// Deleting a provider breaks the requests in files the change never touched, so filtering findings by
/// where they are reported lets exactly the DI crash through. Instead the project is analysed twice: as
/// it is, and as it was (the merge base of REV, read from git objects into a temporary folder; nothing is
/// checked out). A finding is new when its fingerprint (rule, framework, key, enclosing type or member:
/// never line numbers) has no match before, as with a baseline. `--changed-since HEAD` is the staged change
/// in a pre-commit hook, which sets unstaged edits aside.
struct ChangeGate {
    let revision: String

    init?(changedSince: String?) {
        guard let changedSince else { return nil }
        revision = changedSince
    }

    /// The findings of `report` the merge base does not have, and how many it does have.
    func apply(to report: LintReport, paths: [String], configuration: Configuration) throws -> (kept: LintReport, hidden: Int, note: String) {
        let repository: GitRepository
        do {
            repository = try GitRepository.enclosing(FileManager.default.currentDirectoryPath)
        } catch let problem as GitRepository.Problem {
            printError("--changed-since: \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
        // No revision starts with '-'; passed on, `--changed-since=--output=x` would be an option to git
        // (GitRepository passes `--end-of-options` as well).
        if revision.hasPrefix("-") || revision.isEmpty {
            printError("--changed-since: '\(revision)' is not a git revision")
            throw ExitCode(ExitStatus.failure)
        }
        let commit: String?
        let before: [Diagnostic]
        do {
            commit = try repository.mergeBase(of: revision)
            before = try commit.map { try findings(at: $0, in: repository, paths: paths, configuration: configuration) } ?? []
        } catch let problem as GitRepository.Problem {
            printError("--changed-since: \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
        let comparison = Baseline(before).compare(report.diagnostics)
        let at = commit.map { String($0.prefix(12)) } ?? "an empty repository"
        return (report.keeping(comparison.new), comparison.known.count, "at \(at)")
    }

    /// The findings of the same command on the tree of `commit`, with today's configuration: a change of
    /// rules is not a change of code.
    private func findings(at commit: String, in repository: GitRepository, paths: [String], configuration: Configuration) throws -> [Diagnostic] {
        let snapshot = try repository.export(commit)
        defer { TemporaryFolder.remove(snapshot) }
        let current = FileManager.default.currentDirectoryPath
        let inSnapshot = { (absolute: String) -> String in repository.mapped(absolute, into: snapshot) ?? absolute }
        let directory = inSnapshot(CommandLinePath.absolute(current))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A path the change added does not exist before it: that side simply has no files there.
        let given = (paths.isEmpty ? ["."] : paths).map { inSnapshot(CommandLinePath.absolute($0)) }
        let existing = given.filter { FileManager.default.fileExists(atPath: $0) }
        guard !existing.isEmpty else { return [] }
        var selection = configuration.selection
        selection.root = selection.root.map(inSnapshot)
        var options = LintOptions(paths: existing, currentDirectory: directory, policy: configuration.policy, fileSelection: selection)
        options.collectsGraph = false  // only the earlier findings are compared
        do {
            return try Linter.run(options).diagnostics
        } catch let problem as Discovery.Problem {
            throw GitRepository.Problem(message: "cannot analyse \(commit.prefix(12)): \(problem.message)")
        }
    }
}

/// `--only FILES`: the findings of the whole-project analysis that are in the named files, or whose notes
/// point into them (a module file's "the requests it would serve" notes, a cycle's steps). The route to a
/// failure is not counted: it passes through the container's start, which would name every finding.
struct FindingFocus {
    var files: Set<String>

    func includes(_ diagnostic: Diagnostic) -> Bool {
        files.contains(diagnostic.location.file) || diagnostic.notes.contains { $0.location.map { files.contains($0.file) } ?? false }
    }
}
