import ArgumentParser
import Foundation

/// The files a commit range touched, as paths relative to the current directory (the way findings
/// name them), from `git diff --name-only REV...`.
enum ChangedFiles {
    static func since(_ revision: String) throws -> Set<String> {
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let names = try git(["diff", "--name-only", "\(revision)..."])
        let absolute = names.split(separator: "\n").map { (root as NSString).appendingPathComponent(String($0)) }
        return Set(absolute.map(displayPath))
    }

    /// Paths given on the command line, named the way findings name them.
    static func displayPaths(_ paths: [String]) -> Set<String> {
        Set(paths.map(displayPath(of:)))
    }

    /// One path given on the command line, named the way findings name it.
    static func displayPath(of path: String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        return displayPath(((path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)) as NSString).standardizingPath)
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
