/// Hands memory freed by other threads back to the system. glibc gives each thread an allocator arena;
/// what the extracting threads and the analysis thread free stays in theirs, resident, while the thread
/// that goes on allocates in its own, so a large run's peak counted both.
enum FreedMemory {
    static func release() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }

    /// Releases on a thread of its own, beside whatever the caller does next (for a run with a second thread).
    static func releaseBeside() { releaseBeside(afterDropping: ()) }

    /// Drops `value` on a thread of its own, then releases: freeing ten thousand files' facts and
    /// trimming the heap are work the report's output need not wait for, when a second thread may run.
    static func releaseBeside<Value>(afterDropping value: consuming Value) {
        let held = Held(consume value)
        _ = LargeStackWorkers.started {
            held.value = nil
            release()
        }
    }

    /// Drops `value` on a thread of its own, without trimming the heap: for a value that takes a while
    /// to take apart in the middle of a run with a second thread, whose memory the run will reuse.
    static func dropBeside<Value>(_ value: consuming Value) {
        let held = Held(consume value)
        _ = LargeStackWorkers.started { held.value = nil }
    }

    /// The one reference to what `releaseBeside` drops, so that the dropping thread frees it.
    private final class Held<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = consume value }
    }
}

#if os(Linux)
/// `malloc_trim` from glibc's <malloc.h>, which Swift's Glibc module does not import.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
