/// Builds the one `AnalysisResult` of a run from the linked graph and the findings as they will be shown
/// (after suppressions, configuration, the baseline and the change gate): the single place where graph
/// and findings meet, so every reporter and every picture reads the same value.
public enum AnalysisResultBuilder {
    /// `baselined`: findings the baseline hid; `workingDirectory`: where the paths are relative to, below
    /// the top of the git work tree, when known.
    ///
    /// `includingGraph: false` leaves out the nodes, the edges and each finding's ids in them, for a run
    /// whose outputs read none of them (every report format but the stored result): they render the same
    /// bytes either way, and collecting the graph of a large app costs more than some rules.
    public static func build(_ report: LintReport, toolVersion: String, baselined: Int = 0,
                             workingDirectory: String? = nil, includingGraph: Bool = true) -> AnalysisResult {
        guard includingGraph else {
            return AnalysisResult(tool: .init(version: toolVersion), summary: report.summary, suppressed: report.suppressed,
                                  baselined: baselined, findings: report.diagnostics.map { Finding($0) },
                                  workingDirectory: workingDirectory)
        }
        let graph = report.collectedGraph ?? AnalysisGraphCollector.collect(report.graph)
        let findingIDs = graph.findingIDs
        return AnalysisResult(tool: .init(version: toolVersion), summary: report.summary, suppressed: report.suppressed,
                              baselined: baselined, nodes: graph.nodes, edges: graph.edges,
                              findings: report.diagnostics.map(findingIDs.finding(for:)), workingDirectory: workingDirectory)
    }
}
