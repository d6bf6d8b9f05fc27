import Foundation

/// How a run extracts facts: how many threads parse, whether every file is parsed or only those the DI
/// code can reach, and what one file may cost. The first two never change the report; the budget only
/// for a file past it.
public struct ExtractionSettings: Sendable {
    /// Threads that parse files at once (at least 1).
    public var jobs: Int
    /// Parse every discovered file instead of only the files that can hold DI code and the files that
    /// spell a name their facts need (`TwoPhaseExtraction`, the default). The report is the same; a full
    /// parse also warns about syntax errors and parse limits in files nothing needs.
    public var fullParse: Bool
    /// What one file may cost; a file past it is not read (a warning says so) and the run goes on.
    public var budget: FileBudget

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fullParse: Bool = false, budget: FileBudget = .standard) {
        self.jobs = max(1, jobs)
        self.fullParse = fullParse
        self.budget = budget
    }
}
