import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old content or the new, never half a file.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, flushes it to disk, then renames it over `path`.
    ///
    /// On failure the temporary file is removed and whatever was at `path` is left untouched.
    /// An existing file keeps its permission bits; a new one gets 0666 less the umask, like any file.
    /// A symlink at `path` is replaced by the file, not written through. `durable: false` skips the
    /// flushes, for a file whose reader detects a torn copy itself (a run memo's recording checks digests).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
        let (descriptor, temporaryPath) = try createTemporaryFile(beside: path)
        defer { TemporaryPaths.release(temporaryPath) }
        var isOpen = true
        do {
            defer { if isOpen { close(descriptor) } }
            try copyPermissions(of: path, to: descriptor)
            try writeAll(bytes, to: descriptor, path: path)
            // Without fsync the rename can reach the disk before the data, and a crash leaves an empty file.
            guard !durable || fsync(descriptor) == 0 else { throw AtomicFileError(path: path, errno: errno) }
            isOpen = false
            guard close(descriptor) == 0 else { throw AtomicFileError(path: path, errno: errno) }
            guard rename(temporaryPath, path) == 0 else { throw AtomicFileError(path: path, errno: errno) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        // Makes the rename itself durable. Best effort: the new file is in place already, and failing
        // now would report a write that happened as one that did not.
        if durable { syncDirectory(containing: path) }
    }

    private static func createTemporaryFile(beside path: String) throws -> (Int32, String) {
        let directory = directoryName(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? "file"
        // O_EXCL with a random name instead of mkstemp: mkstemp creates files as 0600, and the
        // umask cannot be read without changing it for every thread of the process.
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = "\(directory)/.\(base).\(suffix).tmp"
            var failure: Int32 = 0
            let descriptor = TemporaryPaths.createFile(candidate) {
                let made = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                failure = errno
                return made
            }
            if descriptor >= 0 { return (descriptor, candidate) }
            TemporaryPaths.release(candidate)
            if failure != EEXIST { throw AtomicFileError(path: path, errno: failure) }
        }
        throw AtomicFileError(path: path, errno: EEXIST)
    }

    private static func copyPermissions(of path: String, to descriptor: Int32) throws {
        var existing = stat()
        guard stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG else { return }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw AtomicFileError(path: path, errno: errno) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }  // nothing to write
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFileError(path: path, errno: errno)
                }
                offset += written
            }
        }
    }

    private static func syncDirectory(containing path: String) {
        let descriptor = open(directoryName(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }
}

/// The C library's write(2); inside `AtomicFile` the name means `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A failed `AtomicFile.write`, as one line naming the file and the system's reason.
public struct AtomicFileError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    init(path: String, errno code: Int32) {
        self.message = "cannot write \(path): \(String(cString: strerror(code)))"
    }
}

extension AtomicFileError: LocalizedError {
    public var errorDescription: String? { message }
}
