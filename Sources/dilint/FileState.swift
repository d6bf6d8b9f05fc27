import DILintCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `stat` says of a file's content, as a run memo records it: size, inode, and the modification and
/// change times to the nanosecond. Recorded as six fixed-width numbers rather than a line of text:
/// formatting and comparing ten thousand such lines was a large part of a run that replays its recording.
struct FileState: Equatable {
    static let byteCount = 6 * MemoryLayout<Int64>.size

    var size: Int64
    var inode: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64

    /// What a file that cannot be `stat`ed records: no file that can has a negative size.
    static let unreadable = FileState(size: -1, inode: -1, modifiedSeconds: -1, modifiedNanoseconds: -1,
                                      changedSeconds: -1, changedNanoseconds: -1)

    /// When the content last changed, rounded up to the second (the file system's clock may be coarser).
    var modified: Date {
        self == .unreadable ? .distantPast : Date(timeIntervalSince1970: TimeInterval(modifiedSeconds) + 1)
    }

    /// The states one after another, each `byteCount` little-endian bytes.
    static func encoded(_ states: [FileState]) -> Data {
        var data = Data(count: states.count * byteCount)
        data.withUnsafeMutableBytes { raw in
            var offset = 0
            func store(_ field: Int64) {
                raw.storeBytes(of: field.littleEndian, toByteOffset: offset, as: Int64.self)
                offset += MemoryLayout<Int64>.size
            }
            // Field by field: a list of the six made for each file was an allocation per file.
            for state in states {
                store(state.size)
                store(state.inode)
                store(state.modifiedSeconds)
                store(state.modifiedNanoseconds)
                store(state.changedSeconds)
                store(state.changedNanoseconds)
            }
        }
        return data
    }

    /// The positions of `states` whose encoding differs from the one at the same place in `recorded`;
    /// nil when `recorded` does not hold as many states.
    static func changedPositions(of states: [FileState], against recorded: Data) -> [Int]? {
        guard recorded.count == states.count * byteCount else { return nil }
        if states.isEmpty { return [] }
        let current = encoded(states)
        return current.withUnsafeBytes { now in
            recorded.withUnsafeBytes { then in
                // Most often nothing changed: one comparison of the whole.
                if memcmp(now.baseAddress!, then.baseAddress!, current.count) == 0 { return [] }
                return states.indices.filter { memcmp(now.baseAddress! + $0 * byteCount, then.baseAddress! + $0 * byteCount, byteCount) != 0 }
            }
        }
    }
}

extension FileState {
    /// `stat`, not `lstat`: discovery follows symlinks, and an edit to the target must count.
    init(ofFileAt path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { self = .unreadable; return }
        self.init(size: Int64(info.st_size), inode: Int64(bitPattern: UInt64(info.st_ino)),
                  modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
                  changedSeconds: Int64(info.st_ctim.tv_sec), changedNanoseconds: Int64(info.st_ctim.tv_nsec))
    }

    /// Each file's state, in order, `stat`ed on `threads` threads.
    static func states(of files: [SourceFile], threads: Int) -> [FileState] {
        let slots = ResultSlots<FileState>(count: files.count)
        let chunks = max(1, min(threads, files.count / 512))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in stride(from: chunk, to: files.count, by: chunks) { slots[index] = FileState(ofFileAt: files[index].absolutePath) }
        }
        return slots.takeValues()
    }
}
