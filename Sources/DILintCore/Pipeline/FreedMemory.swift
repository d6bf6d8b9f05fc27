/// Hands memory freed by other threads back to the system. glibc gives each thread an allocator arena;
/// what the extracting threads and the analysis thread free stays in theirs, resident, while the thread
/// that goes on allocates in its own, so a large run's peak counted both.
enum FreedMemory {
    static func release() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
/// `malloc_trim` from glibc's <malloc.h>, which Swift's Glibc module does not import.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
