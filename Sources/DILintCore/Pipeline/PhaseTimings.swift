import Foundation

/// `DILINT_TIMINGS=1` prints, on stderr, when each stage of a run ended (seconds since it began): where
/// the time of a slow run goes, without a profiler. Off by default; the report never depends on it.
struct PhaseTimings {
    private let start = Date()
    private let enabled = ProcessInfo.processInfo.environment["DILINT_TIMINGS"] == "1"

    func mark(_ stage: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(String(format: "dilint: timing: %@ %.3f s\n", stage, Date().timeIntervalSince(start)).utf8))
    }
}
