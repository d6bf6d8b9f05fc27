import Foundation

/// `DILINT_TIMINGS=1` prints, on stderr, when each stage of a run ended (seconds since it began) and the
/// peak memory so far: where the time and memory of a large run go, without a profiler. Off by default;
/// the report never depends on it.
struct PhaseTimings {
    private let start = Date()
    private let enabled = ProcessInfo.processInfo.environment["DILINT_TIMINGS"] == "1"

    func mark(_ stage: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(String(format: "dilint: timing: %@ %.3f s, peak RSS %@\n", stage, Date().timeIntervalSince(start),
                                                   Self.peakResidentSize()).utf8))
    }

    /// The process's peak resident size so far, from Linux's /proc ("?" elsewhere).
    private static func peakResidentSize() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "?" }
        return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
    }
}
