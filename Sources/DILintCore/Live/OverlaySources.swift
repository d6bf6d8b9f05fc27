import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The project as an editor sees it: the files on disk, with the open buffers' unsaved text over them.
/// A buffer for a file that is not on disk (a new, unsaved file) is not discovered: dilint reads it once saved.
struct OverlaySources: SourceProvider {
    let disk: FileSystemSources
    /// Unsaved text by absolute path.
    let buffers: [String: [UInt8]]
    let reads: DiskReads
    /// What the last run found on disk, when nothing changed there since: no folder is listed and no file
    /// looked at again.
    var unchangedDisk: Discovery.Found?

    func discover(_ paths: [String]) throws -> Discovery.Found { try unchangedDisk ?? disk.discover(paths) }

    func read(_ file: SourceFile) -> Result<[UInt8], SourceReadProblem> {
        if let text = buffers[file.absolutePath] { return .success(text) }
        return reads.read(file, from: disk, checkingStat: unchangedDisk == nil)
    }
}

/// Files read from disk, kept until `stat` says they changed: an edit in one buffer re-reads no other file.
final class DiskReads: @unchecked Sendable {
    private struct Stamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }
    private var kept: [String: (stamp: Stamp, bytes: Result<[UInt8], SourceReadProblem>)] = [:]
    private let lock = NSLock()

    /// `checkingStat` false: the disk is known unchanged, so a file read before is not looked at again.
    func read(_ file: SourceFile, from disk: FileSystemSources, checkingStat: Bool = true) -> Result<[UInt8], SourceReadProblem> {
        if !checkingStat, let known = lock.withLock({ kept[file.absolutePath] }) { return known.bytes }
        let stamp = Self.stamp(file.absolutePath)
        if let stamp, let known = lock.withLock({ kept[file.absolutePath] }), known.stamp == stamp { return known.bytes }
        let bytes = disk.read(file)
        if let stamp { lock.withLock { kept[file.absolutePath] = (stamp, bytes) } }
        return bytes
    }

    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                     seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    }
}
