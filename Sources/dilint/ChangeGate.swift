import ArgumentParser
import DILintCore
import Foundation

/// `--changed-since REV` and `--only FILES`: the findings a change introduces, wherever they land.
///
/// Deleting a provider breaks the requests in files the change never touched, so filtering findings by
/// where they are reported lets exactly the DI crash through. Instead the project is analysed twice: as
/// it is, and as it was (the merge base of REV, or HEAD for `--only`, read from git objects into a
/// temporary folder; nothing is checked out). A finding is new when its fingerprint (rule, framework,
/// key, enclosing type or member: never line numbers) has no match before, as with a baseline.
struct ChangeGate {
    /// What the current findings are compared with.
    enum Base {
        /// The merge base of the revision and HEAD, so that what REV did after this branch left it does not count.
        case mergeBase(String)
        /// HEAD: the pre-commit hook's `--only` names the staged files of the commit being made.
        case head
    }

    let base: Base
    let files: [String]

    init?(only: [String], changedSince: String?) {
        guard !only.isEmpty || changedSince != nil else { return nil }
        base = changedSince.map(Base.mergeBase) ?? .head
        files = only
    }

    /// The findings of `report` that `base` does not have, and how many it does have. Outside a git
    /// repository `--only` falls back to the findings located in (or passing through) the named files.
    func apply(to report: LintReport, paths: [String], configuration: Configuration) throws -> (kept: LintReport, hidden: Int, note: String) {
        let repository: GitRepository
        do {
            repository = try GitRepository.enclosing(FileManager.default.currentDirectoryPath)
        } catch let problem as GitRepository.Problem {
            guard case .head = base else {
                printError("--changed-since: \(problem.message)")
                throw ExitCode(ExitStatus.failure)
            }
            let focus = FindingFocus(files: ChangedFiles.displayPaths(files))
            let kept = report.diagnostics.filter(focus.includes)
            // As before git was asked: a filter by place, which says nothing of what it leaves out.
            return (report.keeping(kept), 0, "")
        }
        let commit: String?
        // No revision starts with '-'; passed on, `--changed-since=--output=x` would be an option to git
        // (GitRepository passes `--end-of-options` as well).
        if case .mergeBase(let revision) = base, revision.hasPrefix("-") || revision.isEmpty {
            printError("--changed-since: '\(revision)' is not a git revision")
            throw ExitCode(ExitStatus.failure)
        }
        do {
            switch base {
            case .mergeBase(let revision): commit = try repository.mergeBase(of: revision)
            case .head: commit = try repository.headCommit()
            }
        } catch let problem as GitRepository.Problem {
            printError("\(optionName): \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
        let before: [Diagnostic]
        do {
            before = try commit.map { try findings(at: $0, in: repository, paths: paths, configuration: configuration) } ?? []
        } catch let problem as GitRepository.Problem {
            printError("\(optionName): \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
        let comparison = Baseline(before).compare(report.diagnostics)
        let revision = commit.map { String($0.prefix(12)) } ?? "an empty repository"
        return (report.keeping(comparison.new), comparison.known.count, "at \(revision)")
    }

    private var optionName: String {
        if case .head = base { return "--only" }
        return "--changed-since"
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

/// `--only` outside a git repository: the findings in the named files, or whose notes pass through them.
struct FindingFocus {
    var files: Set<String>

    func includes(_ diagnostic: Diagnostic) -> Bool {
        files.contains(diagnostic.location.file) || diagnostic.notes.contains { $0.location.map { files.contains($0.file) } ?? false }
    }
}
