import Foundation

/// Paths given on the command line, named the way findings name them (relative to the current folder).
enum ChangedFiles {
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
}
