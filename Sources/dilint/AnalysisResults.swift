import DILintCore
import Foundation

/// The analysis result of a run as the commands build it: this dilint's version, and where the paths
/// are relative to when the result is to be stored (asking git costs a process, so only then).
enum AnalysisResults {
    /// `includingGraph`: whether an output of the run reads the graph (`ReportFormat.readsGraph`, a picture).
    static func make(_ report: LintReport, baselined: Int = 0, storing: Bool = false, includingGraph: Bool = true) -> AnalysisResult {
        AnalysisResultBuilder.build(report, toolVersion: DilintVersion.current, baselined: baselined,
                                    workingDirectory: storing ? RepositoryPaths.currentFolderBelowTop() : nil,
                                    includingGraph: includingGraph)
    }
}
