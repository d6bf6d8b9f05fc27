import Foundation

/// glibc's allocator, set for what a one-shot run does: allocate a few hundred megabytes in small pieces
/// (each file's syntax tree, then its facts) and free most of a file's once it is read. By default glibc
/// hands the top of a heap back to the system whenever 128 KiB are free there and grows it by no more
/// than is asked, so the next file's tree faulted the same pages in again; a process that exits soon
/// keeps them. Measured on a 10,000-file app, one thread: 60k → 44k page faults, −3.5% of the run.
/// Set by the executable before any run; a library user (the tests) keeps glibc's defaults.
public enum AllocatorSettings {
    private static let state = State()

    /// Keeps freed memory for reuse instead of handing it back. Called once, before any thread starts.
    public static func applyForOneShotRun() {
        #if os(Linux)
        _ = glibcMallopt(mallocTrimThreshold, 1 << 30)
        _ = glibcMallopt(mallocTopPad, 64 << 20)
        // Blocks up to 32 MiB (a large file's bytes, a growing table) come from the heap, and are reused,
        // instead of being mapped and unmapped each time.
        _ = glibcMallopt(mallocMmapThreshold, 32 << 20)
        state.isOneShot = true
        #endif
    }

    /// For a run on one thread (`--jobs 1`): the analysis thread allocates where the extracting thread
    /// freed, in one arena, so what extraction lets go is reused by Link instead of trimmed from one
    /// arena and faulted into another. Only in a one-shot process, before its first worker thread.
    static func useOneArena(forThreads threads: Int) {
        #if os(Linux)
        guard threads == 1, state.isOneShot, !state.hasOneArena else { return }
        if glibcMallopt(mallocArenaMax, 1) == 1 { state.hasOneArena = true }
        #endif
    }

    /// Whether every thread allocates in one arena: nothing freed sits in an arena no thread uses.
    static var hasOneArena: Bool { state.hasOneArena }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var oneShot = false
        private var oneArena = false
        var isOneShot: Bool {
            get { lock.withLock { oneShot } }
            set { lock.withLock { oneShot = newValue } }
        }
        var hasOneArena: Bool {
            get { lock.withLock { oneArena } }
            set { lock.withLock { oneArena = newValue } }
        }
    }
}

#if os(Linux)
// <malloc.h>'s parameter numbers; Swift's Glibc module imports neither them nor `mallopt`.
private let mallocTrimThreshold: Int32 = -1
private let mallocTopPad: Int32 = -2
private let mallocMmapThreshold: Int32 = -3
private let mallocArenaMax: Int32 = -8

@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
