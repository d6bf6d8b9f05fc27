import DILintCore
import Foundation

/// The `stat` of the Swift files discovery listed ahead of its walk, begun on a thread of its own while
/// the walk goes on: a run with nothing changed is mostly that walk and these calls, one after the other.
/// The thread takes the files a chunk at a time; once the walk is done, the caller takes chunks too.
final class FileStatesAhead: @unchecked Sendable {
    private var paths: [String] = []
    private var slots = ResultSlots<FileState>(count: 0)
    private var taken = 0
    private let lock = NSLock()
    private var isStarted = false
    private let working = DispatchGroup()

    /// What `Discovery.beforeWalking` hands on; only the first call's files are taken ahead (a second
    /// folder on the command line is walked after the first, and its files are `stat`ed when asked for).
    func start(_ listed: [String]) {
        guard !isStarted, !listed.isEmpty else { return }
        (paths, slots, isStarted) = (listed, ResultSlots(count: listed.count), true)
        working.enter()
        DispatchQueue.global().async { [self] in
            work()
            working.leave()
        }
    }

    /// Each file's state, in order: the ones taken ahead, the rest (`stat`ed on `threads` threads) now.
    func states(of files: [SourceFile], threads: Int) -> [FileState] {
        guard isStarted else { return Self.states(of: files, threads: threads) }
        work()
        working.wait()
        let ahead = slots.takeValues()
        var positions: [String: Int] = [:]
        positions.reserveCapacity(paths.count)
        for (position, path) in paths.enumerated() { positions[path] = position }
        return files.map { file in positions[file.absolutePath].map { ahead[$0] } ?? FileState(ofFileAt: file.absolutePath) }
    }

    /// Takes no more files ahead and waits for the thread: for a run whose states will not be asked for.
    func stop() {
        guard isStarted else { return }
        lock.withLock { taken = paths.count }
        working.wait()
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

    private static let chunkSize = 64

    private func work() {
        while let chunk = nextChunk() {
            for position in chunk { slots[position] = FileState(ofFileAt: paths[position]) }
        }
    }

    private func nextChunk() -> Range<Int>? {
        lock.withLock {
            guard taken < paths.count else { return nil }
            let chunk = taken..<min(taken + Self.chunkSize, paths.count)
            taken = chunk.upperBound
            return chunk
        }
    }
}
