import Foundation

/// Options that shape what the lint reports, whatever the output format.
public struct LintOptions: Sendable {
    public var paths: [String]
    public var currentDirectory: String
    public var policy: LintPolicy
    public var fileSelection: FileSelection
    /// Threads and parse strategy: how fast, never what is reported.
    public var extraction: ExtractionSettings
    /// Keep `LintReport.replayEvidence`, for a run memo that may replay this report after files change.
    public var recordsReplayEvidence = false
    /// Collect the result's nodes and edges beside the rules (`AnalysisGraphCollector`). Off when no
    /// output of the run reads them: only the stored result and the pictures do.
    public var collectsGraph = true
    public init(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
                policy: LintPolicy = LintPolicy(), fileSelection: FileSelection = FileSelection(),
                extraction: ExtractionSettings = ExtractionSettings()) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.currentDirectory = currentDirectory
        self.policy = policy
        self.fileSelection = fileSelection
        self.extraction = extraction
    }
}
