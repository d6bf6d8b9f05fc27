/// A long-running process (`dilint lsp`) analyses on new threads at every edit; glibc gives threads their
/// own allocator arenas, up to eight per core, and each keeps the fragments of the runs it served, so the
/// server's memory crept up edit after edit without a leak. Two arenas hold it flat. A `lint` run keeps
/// glibc's defaults.
public enum ServerMemory {
    /// Called once, before the server's first thread.
    public static func boundAllocatorArenas() {
        #if os(Linux)
        _ = glibcMallopt(mallocArenaMax, 2)
        #endif
    }
}

#if os(Linux)
// <malloc.h>'s `M_ARENA_MAX`; Swift's Glibc module imports neither it nor `mallopt`.
private let mallocArenaMax: Int32 = -8

@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
