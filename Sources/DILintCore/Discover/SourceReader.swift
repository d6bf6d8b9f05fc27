import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a source file's bytes, only from a regular file: opening a FIFO waits for a writer that may
/// never come, and a device can be endless. Symlinks are followed (discovery decided they stay inside
/// the tree).
enum SourceReader {
    typealias Problem = SourceReadProblem

    static func read(_ file: SourceFile) -> Result<[UInt8], Problem> {
        var status = stat()
        guard stat(file.absolutePath, &status) == 0 else {
            return .failure(Problem(message: "cannot read \(file.displayPath): \(String(cString: strerror(errno))); skipped"))
        }
        guard let kind = FileKind(mode: status.st_mode), kind == .regular else {
            let what = FileKind(mode: status.st_mode)?.description ?? "not a regular file"
            return .failure(Problem(message: "\(file.displayPath) is \(what), not a Swift source file; skipped", reason: nil))
        }
        guard Int(status.st_size) <= SourceLimits.maximumFileBytes else {
            let limit = "file larger than \(SourceLimits.maximumFileBytes >> 20) MiB"
            return .failure(Problem(message: "\(file.displayPath):1: skipped: \(limit) (a limit of dilint's; see README, Limits)", reason: limit))
        }
        guard let bytes = readAll(file.absolutePath, expected: Int(status.st_size)) else {
            return .failure(Problem(message: "cannot read \(file.displayPath); skipped"))
        }
        return .success(bytes)
    }

    /// The file's bytes, read straight into the array (no `Data` copied over): reading is a tenth of a
    /// run over a large project without DI code. Opened non-blocking and checked again with `fstat`, so a
    /// file swapped for a FIFO after the `stat` above cannot make the read wait.
    private static func readAll(_ path: String, expected: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular,
              Int(status.st_size) <= SourceLimits.maximumFileBytes else { return nil }
        // Read into uninitialised room for one byte more than the size: the file ends where a read returns
        // nothing, and one that fills the extra byte grew since the stat.
        let room = max(Int(status.st_size), expected) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
            var filled = 0
            while filled < room {
                let count = systemRead(descriptor, buffer.baseAddress! + filled, room - filled)
                if count < 0 { if errno == EINTR { continue }; failed = true; break }
                if count == 0 { break }
                filled += count
            }
            initialized = filled
        }
        if failed { return nil }
        guard bytes.count == room else { return bytes }
        guard bytes.count <= SourceLimits.maximumFileBytes else { return nil }
        // A file that grew since the stat: the rest, in pieces, within the limit.
        var more = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = more.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { break }
            bytes += more[..<count]
            guard bytes.count <= SourceLimits.maximumFileBytes else { return nil }
        }
        return bytes
    }
}

/// What a path is, from its `stat` mode.
enum FileKind: Equatable, CustomStringConvertible {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symlink

    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symlink
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .fifo: return "a FIFO"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symlink: return "a symbolic link"
        }
    }
}
