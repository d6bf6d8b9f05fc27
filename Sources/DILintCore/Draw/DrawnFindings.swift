/// The findings a picture marks, read from the analysis result: a key that cannot be had where it is
/// asked for marks its node, a cycle marks its steps. Each mark carries the finding's severity, so a
/// warning is drawn as a warning; a finding the report does not show (suppressed, baselined, switched
/// off, an `external:` type) is not in the result and marks nothing.
struct DrawnFindings {
    /// Rules whose findings say a requested key is not there (in some builds, some container, at all).
    static let missingKeyRules: Set<String> = [
        UnregisteredTypeRule.id, UnregisteredNameRule.id, UnknownInjectorRule.id, OptionalInjectionRule.id,
    ]

    private(set) var nodes: [GraphNodeID: Severity] = [:]
    private(set) var cycleNodes: [GraphNodeID: Severity] = [:]
    private(set) var cycleEdges: [GraphEdgeID: Severity] = [:]

    init(_ result: AnalysisResult) {
        // Severities sort errors first, so the worst of two is the smaller.
        func worst(_ old: Severity?, _ new: Severity) -> Severity { min(old ?? new, new) }
        for finding in result.findings {
            let severity = finding.diagnostic.severity
            if Self.missingKeyRules.contains(finding.diagnostic.rule) {
                for node in finding.nodes { nodes[node] = worst(nodes[node], severity) }
            }
            if finding.diagnostic.rule == DependencyCycleRule.id {
                for node in finding.nodes { cycleNodes[node] = worst(cycleNodes[node], severity) }
                for edge in finding.edges { cycleEdges[edge] = worst(cycleEdges[edge], severity) }
            }
        }
    }

    /// The worst mark on a node, whichever finding made it.
    func trouble(of node: GraphNodeID) -> Severity? {
        switch (nodes[node], cycleNodes[node]) {
        case let (missing?, cycle?): return min(missing, cycle)
        case let (missing, cycle): return missing ?? cycle
        }
    }
}
