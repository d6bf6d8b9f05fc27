import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads LSP base-protocol frames (`Content-Length: N`, a blank line, N bytes of JSON) from a file
/// descriptor. A frame without a usable length is reported and skipped; the stream goes on after it.
final class FrameReader: @unchecked Sendable {  // read by the reader thread alone
    enum Frame: Equatable {
        case message(Data)
        case malformed(String)
        case end
    }

    /// Larger bodies are read past and reported, never held: a client has no reason to send one.
    static let largestBody = 64 << 20
    private static let largestHeader = 8 << 10
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    func next() -> Frame {
        while true {
            if let end = headerEnd() {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                guard let length = Self.contentLength(in: header) else {
                    return .malformed("a message header without a valid Content-Length was skipped")
                }
                guard length <= Self.largestBody else {
                    discard(length)
                    return .malformed("a message of \(length) bytes was skipped (at most \(Self.largestBody) are read)")
                }
                guard fill(upTo: length) else { return .end }
                let body = Data(buffer[..<length])
                buffer.removeFirst(length)
                return .message(body)
            }
            if buffer.count > Self.largestHeader {
                buffer.removeAll()
                return .malformed("a message header longer than \(Self.largestHeader) bytes was skipped")
            }
            guard readMore() else { return .end }
        }
    }

    static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4) where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func fill(upTo count: Int) -> Bool {
        while buffer.count < count { guard readMore() else { return false } }
        return true
    }

    private func discard(_ count: Int) {
        var left = count
        while left > 0 {
            if buffer.isEmpty, !readMore() { return }
            let dropped = min(left, buffer.count)
            buffer.removeFirst(dropped)
            left -= dropped
        }
    }

    private func readMore() -> Bool {
        guard !ended else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR { continue }
            ended = true
            return false
        }
    }
}

/// Writes frames to a file descriptor, one whole frame at a time whatever thread writes.
final class FrameWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    /// Set once the client has gone (a broken pipe): later writes are dropped.
    private(set) var closed = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ body: Data) {
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        lock.withLock {
            guard !closed else { return }
            var offset = 0
            while offset < frame.count {
                let written = frame[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    closed = true
                    return
                }
                offset += written
            }
        }
    }
}
