import Foundation

/// A `git` command that only reads: no pager, no prompt, no hook, no fsmonitor, no replace refs and no
/// fetch of missing objects, whatever the repository's or the user's configuration says. The repository
/// being read may be a hostile pull request's; git's configuration is the runner's, but nothing it names
/// is started for a read.
enum GitProcess {
    static func make(_ arguments: [String], in directory: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager", "--no-replace-objects",
                             "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "core.pager=cat"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_PAGER", "GIT_EXTERNAL_DIFF", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_EDITOR"] {
            environment[name] = nil
        }
        environment["PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        return process
    }
}
