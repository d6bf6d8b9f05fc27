import Foundation

/// How a run extracts facts: how many threads parse, and whether every file is parsed or only those the
/// DI code can reach. Neither changes the report; both change how long it takes.
public struct ExtractionSettings: Sendable {
    /// Threads that parse files at once (at least 1).
    public var jobs: Int
    /// Parse every discovered file instead of only the files that can hold DI code and the files that
    /// spell a name their facts need (`TwoPhaseExtraction`, the default). The report is the same; a full
    /// parse also warns about syntax errors and parse limits in files nothing needs.
    public var fullParse: Bool

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fullParse: Bool = false) {
        self.jobs = max(1, jobs)
        self.fullParse = fullParse
    }
}
