/// The findings a picture marks, read from the analysis result: a key that cannot be had where it is
/// asked for marks its node, a cycle marks its steps. Each mark carries the finding's severity, so a
/// warning is drawn as a warning; a finding the report does not show (suppressed, baselined, switched
/// off, an `external:` type) is not in the result and marks nothing.
struct DrawnFindings {
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
    /// their own type, with the note that says so.
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
            let (subject, severity) = (diagnostic.subject, diagnostic.severity)
            if subject == .duplicateRegistration {
                // The registrations the finding names: its own site and the ones its notes point at.
                let sites = Set([diagnostic.location] + diagnostic.notes.compactMap(\.location))
                for node in finding.nodes { duplicates[node, default: []].formUnion(sites) }
            }
            for note in diagnostic.notes {
                switch note.evidence {
                case .registeredOnlyUnder(let condition)?:
                    for node in finding.nodes where !(nodeMarks[node] ?? []).contains(condition) {
                        nodeMarks[node, default: []].append(condition)
                    }
                case .conformerRegisteredUnderOwnType? where subject == .unregisteredKey:
                    guard let site = note.location else { continue }
                    for node in finding.nodes { forgottenConformances.append((node, site, note.message)) }
                default:
                    break
                }
            }
            switch subject {
            case let missing? where missing.isMissingKey:
                for node in finding.nodes { nodes[node] = worst(nodes[node], severity) }
            case .cycle?:
                for node in finding.nodes { cycleNodes[node] = worst(cycleNodes[node], severity) }
                for edge in finding.edges { cycleEdges[edge] = worst(cycleEdges[edge], severity) }
            default:
                if subject == .unusedRegistrations { unusedNodes.formUnion(finding.nodes) }
                for node in finding.nodes { framed[node] = worst(framed[node], severity) }
            }
        }
        duplicateCounts = duplicates.mapValues(\.count)
    }

    func marks(of node: GraphNodeID) -> [String] {
        (nodeMarks[node] ?? []) + (duplicateCounts[node].map { ["registered \($0)×"] } ?? [])
            + (unusedNodes.contains(node) ? ["never requested"] : [])
    }

    /// How many times a key registered more than once is registered.
    private(set) var duplicateCounts: [GraphNodeID: Int] = [:]

    /// The worst mark on a node, whichever finding made it.
    func trouble(of node: GraphNodeID) -> Severity? { [nodes[node], cycleNodes[node]].compactMap { $0 }.min() }
}
