import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A run memo's recording on disk: a header line, then fields, each its byte count on a line and then its
/// bytes. The reader takes the fields in order as it is asked for them and reads nothing else: the last
/// field (the replay evidence, the largest) is only read when some file changed.
final class RecordedRunFile {
    private let descriptor: Int32
    private let size: Int
    private var offset = 0

    /// A recording's bytes: `header`, then each field after a line with its byte count.
    static func contents(header: String, fields: [Data]) -> Data {
        var data = Data(header.utf8)
        for field in fields { data += Data("\(field.count)\n".utf8) + field }
        return data
    }

    /// nil when there is no such file, it is not a regular file, or it does not start with `header`.
    init?(path: String, header: String) {
        // Without blocking and without following a link: a FIFO placed at the path would wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { close(descriptor); return nil }
        self.descriptor = descriptor
        self.size = Int(info.st_size)
        guard bytes(header.utf8.count) == Data(header.utf8) else { return nil }
    }

    deinit { close(descriptor) }

    /// The next field; nil when the file ends before it does.
    func field() -> Data? {
        length().flatMap(bytes)
    }

    /// A reader of the next field, which must end the file: nil when it does not (a recording cut short
    /// or grown is not trusted). The field's bytes are read only when the reader is called.
    func lastField() -> (() -> Data?)? {
        guard let count = length(), count == size - offset else { return nil }
        let start = offset
        return { [self] in
            offset = start
            return bytes(count)
        }
    }

    /// A field's byte count, from the line before it.
    private func length() -> Int? {
        let window = min(24, size - offset)
        guard window > 0, let head = readBytes(window, at: offset), let end = head.firstIndex(of: 0x0A),
              let count = Int(String(decoding: head[head.startIndex..<end], as: UTF8.self)), count >= 0 else { return nil }
        offset += end - head.startIndex + 1
        return count
    }

    /// The next `count` bytes, or nil when the file holds fewer.
    private func bytes(_ count: Int) -> Data? {
        guard count <= size - offset, let data = readBytes(count, at: offset) else { return nil }
        offset += count
        return data
    }

    private func readBytes(_ count: Int, at position: Int) -> Data? {
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            var done = 0
            while done < count {
                let got = pread(descriptor, raw.baseAddress! + done, count - done, off_t(position + done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        return complete ? data : nil
    }
}
