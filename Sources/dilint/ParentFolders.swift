import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Missing folders on the way to an output file, made as `mkdir -p` would: `--graph docs/di.svg` in
/// a fresh clone must not fail after the whole analysis because `docs/` is not there yet.
enum ParentFolders {
    /// Creates the missing ancestors of `path`, outermost first, and returns the ones it created.
    static func create(for path: String) throws -> [String] {
        var missing: [String] = []
        var folder = parent(of: path)
        // Walk up to the first folder that exists; a file in the way fails below as "Not a directory".
        while let current = folder, !exists(current) {
            missing.append(current)
            folder = parent(of: current)
        }
        var created: [String] = []
        for folder in missing.reversed() {
            // 0777 less the umask, as for any folder; EEXIST: another process made it meanwhile.
            if mkdir(folder, 0o777) != 0 && errno != EEXIST {
                let code = errno
                remove(created)
                throw FolderError(folder: folder, code: code)
            }
            created.append(folder)
        }
        return created
    }

    /// Removes folders `create` made, innermost first; a folder something else filled meanwhile stays.
    static func remove(_ created: [String]) {
        for folder in created.reversed() { rmdir(folder) }
    }

    private static func parent(of path: String) -> String? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let parent = String(trimmed[..<slash])
        return parent.isEmpty ? nil : parent
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    struct FolderError: Error, CustomStringConvertible {
        var folder: String
        var code: Int32
        var description: String { "cannot create folder \(folder): \(String(cString: strerror(code)))" }
    }
}
