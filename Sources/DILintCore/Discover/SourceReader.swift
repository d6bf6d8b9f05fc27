import Foundation

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
            return .failure(Problem(message: "\(file.displayPath) is \(what), not a Swift source file; skipped"))
        }
        guard Int(status.st_size) <= SourceLimits.maximumFileBytes else {
            return .failure(Problem(message: "\(file.displayPath):1: skipped: file larger than \(SourceLimits.maximumFileBytes >> 20) MiB (a limit of dilint's; see README, Limits)"))
        }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .failure(Problem(message: "cannot read \(file.displayPath); skipped"))
        }
        return .success([UInt8](data))
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
