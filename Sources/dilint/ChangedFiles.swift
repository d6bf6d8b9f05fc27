import ArgumentParser
import Foundation

/// The files changed since a revision, as paths relative to the current directory (the way findings
/// name them): what the branch committed since it left REV, plus what the working tree changes on top,
/// staged or not, plus new files git does not ignore. A pre-commit hook thus sees the edit being
/// committed, and `origin/main` on a feature branch means this branch's changes, not main's since.
enum ChangedFiles {
    static func since(_ revision: String) throws -> Set<String> {
        // No revision starts with '-'; passed on, `--changed-since=--output=x` would be an option to git.
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            printError("--changed-since: '\(revision)' is not a git revision")
            throw ExitCode(ExitStatus.failure)
        }
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // From the merge base, as `git diff REV...` does, so that commits made on REV after this branch
        // left it do not count as this branch's changes; but against the working tree, not HEAD.
        let base = try git(["merge-base", "--end-of-options", revision, "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let changed = try git(["-C", root, "diff", "--name-only", "-z", base])
        let untracked = try git(["-C", root, "ls-files", "--others", "--exclude-standard", "-z"])
        let names = (changed + untracked).split(separator: "\0")
        return Set(names.map { displayPath((root as NSString).appendingPathComponent(String($0))) })
    }

    /// Paths given on the command line, named the way findings name them.
    static func displayPaths(_ paths: [String]) -> Set<String> {
        Set(paths.map(displayPath(of:)))
    }

    /// One path given on the command line, named the way findings name it.
    static func displayPath(of path: String) -> String {
        displayPath(CommandLinePath.absolute(path))
    }

    private static func displayPath(_ absolute: String) -> String {
        // Resolve symbolic links on both sides (/tmp vs /private/tmp) before comparing.
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return resolved.hasPrefix(base) ? String(resolved.dropFirst(base.count)) : resolved
    }

    private static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            printError("--changed-since needs git, which could not be started: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.failure)
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git \(arguments.joined(separator: " ")) failed"
            printError("--changed-since: \(firstLine)")
            throw ExitCode(ExitStatus.failure)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
