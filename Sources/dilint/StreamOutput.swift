import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs that are not files to replace: a terminal, `/dev/null`, a FIFO another process reads, a
/// socket, or the process's own standard output. Renaming a new file over one of them would silently
/// turn it into a regular file (and, run as root, replace a device in `/dev`), so they are written in place.
enum StreamOutput {
    /// The descriptor a path names directly: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`.
    /// Written through that descriptor, as the shell would, so a redirect to a file keeps what is already
    /// in it and a pipe or socket on standard output works (opening `/dev/stdout` fails on a socket).
    static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
            }
            return nil
        }
    }

    /// Whether `path` (following symlinks) is a character device, a FIFO or a socket.
    static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK
    }

    /// Writes all of `bytes`; throws the `errno` of the first failure.
    static func write(_ bytes: [UInt8], to path: String) throws {
        // A reader that goes away must be an error message, not a silent death by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        if let inherited = inheritedDescriptor(path) {
            return try writeAll(bytes, to: inherited)
        }
        let descriptor = try open(path)
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    private static func open(_ path: String) throws -> Int32 {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK { return try connect(path) }
        // No O_CREAT: the path is known to exist, and must not become a file if it vanished meanwhile.
        // A FIFO blocks here until a reader opens it, as it does for the shell.
        let descriptor = cOpen(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StreamOutputError(code: errno) }
        return descriptor
    }

    /// A Unix-domain socket is not opened but connected to (stream sockets first, then datagram ones).
    private static func connect(_ path: String) throws -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        let bytes = Array(path.utf8)
        guard bytes.count < capacity else { throw StreamOutputError(code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        var lastError: Int32 = 0
        for kind in [socketStream, socketDatagram] {
            let descriptor = socket(AF_UNIX, kind, 0)
            guard descriptor >= 0 else { throw StreamOutputError(code: errno) }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    cConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if connected == 0 { return descriptor }
            lastError = errno
            close(descriptor)
            if lastError != EPROTOTYPE { break }
        }
        throw StreamOutputError(code: lastError)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = cWrite(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StreamOutputError(code: errno)
                }
                offset += written
            }
        }
    }
}

/// The system's reason a stream output failed (`No space left on device`, `Broken pipe`).
struct StreamOutputError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}

// The C functions, under names that the enum's own `open`, `write` and `connect` do not shadow.
private func cOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func cWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func cConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
#if canImport(Glibc)
private let socketStream = Int32(SOCK_STREAM.rawValue)
private let socketDatagram = Int32(SOCK_DGRAM.rawValue)
#else
private let socketStream = SOCK_STREAM
private let socketDatagram = SOCK_DGRAM
#endif
