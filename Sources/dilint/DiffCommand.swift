import ArgumentParser
import DILintCore
import Foundation

/// `dilint diff BASE [HEAD]`: what a change does to the DI graph and its findings. Both sides are read
/// from git objects (HEAD omitted: the working tree as it is), analysed from the same folder with the
/// same configuration, and compared by fingerprint, so moved code is no change.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two git revisions: findings introduced, fixed and still present, and the graph change.",
        discussion: """
            HEAD defaults to the working tree. The folder analysed is the current one, on both sides. \
            Exit 1 only when the change introduces an error; 0 otherwise, also for a revision against itself \
            ("no change"); 2 for an unknown revision or any failure to run.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, github
    }

    @Argument(help: "The revision the change starts from (a commit, branch or tag).")
    var base: String

    @Argument(help: "The revision the change ends at (default: the working tree).")
    var head: String?

    @Option(help: "Output format: text, json, markdown, github (annotations on the introduced findings' lines).")
    var format: Format = .text

    @Option(help: "Markdown only: prefix that makes each introduced finding's place a link: https://, http:// or relative (e.g. https://github.com/o/r/blob/SHA/).")
    var linkPrefix: String?

    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        try LinkPrefixCheck.validate(linkPrefix)
    }

    func run() throws {
        let configuration = try configOptions.load(forLinting: [])
        guard let repository = try? GitRepository.enclosing(FileManager.default.currentDirectoryPath) else {
            printError("diff: \(FileManager.default.currentDirectoryPath) is not inside a git repository; diff compares git revisions")
            throw ExitCode(ExitStatus.failure)
        }
        let baseCommit: String
        let headCommit: String?
        do {
            baseCommit = try repository.commit(of: base)
            headCommit = try head.map { try repository.commit(of: $0) }
        } catch let problem as GitRepository.Problem {
            printError("diff: \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
        let before = try analyse(commit: baseCommit, in: repository, configuration: configuration)
        let after = try headCommit.map { try analyse(commit: $0, in: repository, configuration: configuration) }
            ?? analyseWorkingTree(configuration: configuration)
        let comparison = RevisionComparison(before: before, after: after)
        let baseName = String(baseCommit.prefix(12))
        let headName = headCommit.map { String($0.prefix(12)) } ?? "working tree"
        switch format {
        case .text: print(DiffReporter.text(comparison, base: baseName, head: headName), terminator: "")
        case .json: print(DiffReporter.json(comparison, base: baseName, head: headName), terminator: "")
        case .markdown: print(DiffReporter.markdown(comparison, base: baseName, head: headName, linkPrefix: linkPrefix), terminator: "")
        case .github: print(DiffReporter.github(comparison, base: baseName, head: headName), terminator: "")
        }
        if comparison.introducesErrors { throw ExitCode(ExitStatus.findings) }
    }

    /// The current folder as `commit` has it, exported from git objects; a folder it does not have yet is empty.
    private func analyse(commit: String, in repository: GitRepository, configuration: Configuration) throws -> LintReport {
        do {
            let snapshot = try repository.export(commit)
            defer { TemporaryFolder.remove(snapshot) }
            let inSnapshot = { (absolute: String) -> String in repository.mapped(absolute, into: snapshot) ?? absolute }
            let directory = inSnapshot(CommandLinePath.absolute(FileManager.default.currentDirectoryPath))
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var selection = configuration.selection
            selection.root = selection.root.map(inSnapshot)
            var options = LintOptions(paths: [directory], currentDirectory: directory, policy: configuration.policy, fileSelection: selection)
            options.collectsGraph = false  // the comparison reads the linked graphs, not the result's
            return try Linter.run(options)
        } catch let problem as GitRepository.Problem {
            printError("diff: \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        } catch let problem as Discovery.Problem {
            printError("diff: cannot analyse \(commit.prefix(12)): \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
    }

    private func analyseWorkingTree(configuration: Configuration) throws -> LintReport {
        do {
            var options = LintOptions(paths: ["."], policy: configuration.policy, fileSelection: configuration.selection)
            options.collectsGraph = false  // the comparison reads the linked graphs, not the result's
            return try Linter.run(options)
        } catch let problem as Discovery.Problem {
            printError("diff: \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
