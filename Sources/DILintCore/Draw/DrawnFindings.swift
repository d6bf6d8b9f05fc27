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
    /// The worst severity of the other findings on a registered node (a duplicate, a captive, an unused key):
    /// drawn as the legend's "finding" frame.
    private(set) var framed: [GraphNodeID: Severity] = [:]
    /// Registered keys nothing that runs requests (unused-registration findings, when the rule is on).
    private(set) var unusedNodes: Set<GraphNodeID> = []
    /// Every finding on a node or edge, as the report words it (`warning: … [rule]`), for tooltips.
    private(set) var nodeMessages: [GraphNodeID: [String]] = [:]
    private(set) var edgeMessages: [GraphEdgeID: [String]] = [:]
    /// Short words drawn under a node's name: `#if DEBUG` for a key registered only in some builds,
    /// `registered 2×` for a key registered more than once.
    private(set) var nodeMarks: [GraphNodeID: [String]] = [:]
    /// Missing keys and the registration sites of types that conform to them but are registered under
    /// their own type (an unregistered-type finding's "conforms to … registered under its own type" note).
    private(set) var forgottenConformances: [(key: GraphNodeID, site: SourceLocation, note: String)] = []

    init(_ result: AnalysisResult) {
        // Severities sort errors first, so the worst of two is the smaller.
        func worst(_ old: Severity?, _ new: Severity) -> Severity { min(old ?? new, new) }
        var duplicates: [GraphNodeID: Set<SourceLocation>] = [:]
        for finding in result.findings {
            let diagnostic = finding.diagnostic
            let line = "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
            for node in finding.nodes { nodeMessages[node, default: []].append(line) }
            for edge in finding.edges { edgeMessages[edge, default: []].append(line) }
            if diagnostic.rule == DuplicateRegistrationRule.id {
                // The registrations the finding names: its own site and the ones its notes point at.
                let sites = Set([diagnostic.location] + diagnostic.notes.compactMap(\.location))
                for node in finding.nodes { duplicates[node, default: []].formUnion(sites) }
            }
            // The rule's note names the condition a registration is under ("registered here under #if DEBUG").
            for note in diagnostic.notes {
                guard let range = note.message.range(of: "under #if ") else { continue }
                let condition = "#if " + note.message[range.upperBound...]
                for node in finding.nodes where !(nodeMarks[node] ?? []).contains(condition) {
                    nodeMarks[node, default: []].append(condition)
                }
            }
            if diagnostic.rule == UnregisteredTypeRule.id {
                for note in diagnostic.notes where note.message.contains(" but is registered under its own type") {
                    guard let site = note.location else { continue }
                    for node in finding.nodes { forgottenConformances.append((node, site, note.message)) }
                }
            }
            let severity = finding.diagnostic.severity
            if Self.missingKeyRules.contains(finding.diagnostic.rule) {
                for node in finding.nodes { nodes[node] = worst(nodes[node], severity) }
            }
            if finding.diagnostic.rule == UnusedRegistrationRule.id { unusedNodes.formUnion(finding.nodes) }
            if !Self.missingKeyRules.contains(finding.diagnostic.rule), finding.diagnostic.rule != DependencyCycleRule.id {
                for node in finding.nodes { framed[node] = worst(framed[node], severity) }
            }
            if finding.diagnostic.rule == DependencyCycleRule.id {
                for node in finding.nodes { cycleNodes[node] = worst(cycleNodes[node], severity) }
                for edge in finding.edges { cycleEdges[edge] = worst(cycleEdges[edge], severity) }
            }
        }
        duplicateCounts = duplicates.mapValues(\.count)
    }

    func marks(of node: GraphNodeID) -> [String] {
        (nodeMarks[node] ?? []) + (duplicates(of: node).map { ["registered \($0)×"] } ?? [])
            + (unusedNodes.contains(node) ? ["never requested"] : [])
    }

    /// How many times a key registered more than once is registered.
    private(set) var duplicateCounts: [GraphNodeID: Int] = [:]
    private func duplicates(of node: GraphNodeID) -> Int? { duplicateCounts[node] }

    /// The worst mark on a node, whichever finding made it.
    func trouble(of node: GraphNodeID) -> Severity? {
        switch (nodes[node], cycleNodes[node]) {
        case let (missing?, cycle?): return min(missing, cycle)
        case let (missing, cycle): return missing ?? cycle
        }
    }
}
