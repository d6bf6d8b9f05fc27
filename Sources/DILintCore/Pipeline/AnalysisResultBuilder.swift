/// Builds the one `AnalysisResult` of a run from the linked graph and the findings as they will be shown
/// (after suppressions, configuration, the baseline and the change gate): the single place where graph
/// and findings meet, so every reporter and every picture reads the same value.
public enum AnalysisResultBuilder {
    /// `baselined`: findings the baseline hid; `workingDirectory`: where the paths are relative to, below
    /// the top of the git work tree, when known.
    public static func build(_ report: LintReport, toolVersion: String, baselined: Int = 0,
                             workingDirectory: String? = nil) -> AnalysisResult {
        let graph = report.collectedGraph ?? AnalysisGraphCollector.collect(report.graph)
        let targets = graph.targets
        return AnalysisResult(tool: .init(version: toolVersion), summary: report.summary, suppressed: report.suppressed,
                              baselined: baselined, nodes: graph.nodes, edges: graph.edges,
                              findings: report.diagnostics.map(targets.finding(for:)), workingDirectory: workingDirectory)
    }
}
