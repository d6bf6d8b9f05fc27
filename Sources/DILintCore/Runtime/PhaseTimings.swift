import Foundation

/// `DILINT_TIMINGS=1` prints, on stderr, when each stage of a run ended (seconds since it began) and the
/// peak memory so far: where the time and memory of a large run go, without a profiler. Off by default;
/// the report never depends on it.
struct PhaseTimings {
    private let start = Date()
    private let enabled = ProcessInfo.processInfo.environment["DILINT_TIMINGS"] == "1"

    /// A line about the run's work (how many files a round parses), printed only when timings are on.
    static func note(_ text: @autoclosure () -> String) {
        guard ProcessInfo.processInfo.environment["DILINT_TIMINGS"] == "1" else { return }
        FileHandle.standardError.write(Data("dilint: timing: \(text())\n".utf8))
    }

    func mark(_ stage: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(String(format: "dilint: timing: %@ %.3f s, RSS %@, peak %@\n", stage, Date().timeIntervalSince(start),
                                                   Self.status("VmRSS"), Self.status("VmHWM")).utf8))
    }

    /// A size from Linux's /proc/self/status: `VmRSS` (resident now), `VmHWM` (the peak so far); "?" elsewhere.
    private static func status(_ field: String) -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return "?" }
        return line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces)
    }
}
