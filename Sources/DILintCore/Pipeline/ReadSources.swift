import Foundation

/// One discovered file with its bytes, read once for every stage that looks at them (the framework-copy
/// search, the re-export search, extraction), or why it could not be read.
struct ReadSource: Sendable {
    var file: SourceFile
    var bytes: Result<[UInt8], SourceReadProblem>

    /// The bytes when they hold one of `needles` and are within the parse limits: the searches that run
    /// before extraction parse only such files (extraction itself says why any file is skipped).
    func parseableBytes(mentioningAnyOf needles: [ByteSearch.Needle]) -> [UInt8]? {
        guard case .success(let bytes) = bytes, needles.contains(where: { ByteSearch.contains(bytes, $0) }),
              SourceLimits.firstExcess(in: bytes) == nil else { return nil }
        return bytes
    }
}

enum ReadSources {
    /// Reads every file through `provider` on `threads` threads (`--jobs`); the result keeps the input's order.
    static func read(_ files: [SourceFile], from provider: any SourceProvider,
                     threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [ReadSource] {
        guard threads > 1 else { return files.map { ReadSource(file: $0, bytes: provider.read($0)) } }
        let slots = ResultSlots<ReadSource>(count: files.count)
        let lanes = min(threads, files.count)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for position in stride(from: lane, to: files.count, by: lanes) {
                slots[position] = ReadSource(file: files[position], bytes: provider.read(files[position]))
            }
        }
        return slots.takeValues()
    }
}
