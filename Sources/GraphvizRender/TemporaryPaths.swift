import Foundation

/// The files and folders a run makes for itself and removes before it ends (a snapshot of a revision,
/// captured output, the temporary file beside an output being written). An interrupted run removes them
/// too: the command's signal handler calls `removeAllBeforeExit()` before the signal ends the process.
public enum TemporaryPaths {
    /// Registers `path` and runs `make` (an `open(…, O_CREAT | O_EXCL)`) under the registry's lock, so that
    /// an interrupt removes the file it made or finds it not made, and waits meanwhile. Hands back what
    /// `make` returns; the caller releases the path when `make` failed.
    public static func createFile(_ path: String, _ make: () -> Int32) -> Int32 {
        registry.withLock { paths in
            paths[path] = false
            return make()
        }
    }

    /// For names only known once made (`mkdtemp`): `make` runs under the registry's lock, so an interrupt
    /// waits until what it made is registered.
    public static func create(isFolder: Bool, _ make: () throws -> String) rethrows -> String {
        try registry.withLock { paths in
            let path = try make()
            paths[path] = isFolder
            return path
        }
    }

    /// The path was removed, or renamed into place: it is no longer the run's to remove.
    public static func release(_ path: String) {
        registry.withLock { $0[path] = nil }
    }

    /// Removes every registered path and keeps the registry locked: the process is about to end, and a
    /// thread that would make another temporary file waits for that end instead.
    public static func removeAllBeforeExit() {
        registry.lockForever { paths in
            for (path, isFolder) in paths {
                if isFolder { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
            }
        }
    }

    /// What is registered now (for tests).
    public static var registered: [String] { registry.withLock { $0.keys.sorted() } }

    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String: Bool] = [:]

        func withLock<Result>(_ body: (inout [String: Bool]) throws -> Result) rethrows -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&paths)
        }

        func lockForever(_ body: ([String: Bool]) -> Void) {
            lock.lock()
            body(paths)
        }
    }
}
