import Foundation

/// Paths as a repository browser names them: relative to the git work tree's top (else to the current
/// directory), so `--link-prefix https://host/org/repo/blob/main/` links right from any subfolder.
enum RepositoryPaths {
    /// A function from a path as findings print it (relative to the current directory, or absolute)
    /// to the path below the top of the repository that holds `file` (one of the files drawn).
    static func fromRepositoryRoot(of file: String?) -> @Sendable (String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        @Sendable func real(_ path: String) -> String {
            // Both sides the same way: a work tree may be reached through a symbolic link (/tmp on macOS).
            URL(fileURLWithPath: CommandLinePath.absolute(path, in: directory)).resolvingSymlinksInPath().path
        }
        let folder = file.map { (real($0) as NSString).deletingLastPathComponent } ?? real(directory)
        let root = gitTopLevel(from: folder) ?? real(directory)
        let base = root.hasSuffix("/") ? root : root + "/"
        return { path in
            let absolute = real(path)
            return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path
        }
    }

    /// The current folder as a path below the top of its git work tree ("" at the top); nil outside git.
    static func currentFolderBelowTop() -> String? {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        guard let top = gitTopLevel(from: current) else { return nil }
        if current == top { return "" }
        let base = top.hasSuffix("/") ? top : top + "/"
        return current.hasPrefix(base) ? String(current.dropFirst(base.count)) : nil
    }

    /// The work tree's top, or nil outside a repository or without git: then the current directory serves.
    static func gitTopLevel(from folder: String) -> String? {
        let process = GitProcess.make(["rev-parse", "--show-toplevel"], in: folder)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // Compare like with like: the current directory may reach the work tree through a symbolic link.
        return top.isEmpty ? nil : URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    }
}
