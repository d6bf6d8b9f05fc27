/// One request of the app, as the analysis result tells it: where, which key of which container, and the
/// error dilint reports about it, if any.
struct PlannedRequest {
    var location: SourceLocation
    var key: String
    var framework: Framework
    var storage: String?
    var node: GraphNodeID?
    var expectation: TestPlan.Expectation?

    /// Every request of the app's containers of Zerk, Dirk and Shank: the `depends` and `injects` edges,
    /// plus errors at request sites no edge is drawn for (a request in a free function). Sorted by place.
    static func read(from result: AnalysisResult, files: Set<String>) -> [PlannedRequest] {
        let nodes = Dictionary(result.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var byLocation: [SourceLocation: PlannedRequest] = [:]
        for edge in result.edges where edge.kind != .provides {
            guard let location = edge.location, files.contains(location.file), byLocation[location] == nil,
                  let target = nodes[edge.to], target.codeClass == .app, GenTestsPlanner.frameworks.contains(target.framework) else { continue }
            byLocation[location] = PlannedRequest(location: location, key: target.key, framework: target.framework,
                                                  storage: target.storage, node: target.id)
        }
        let registrations = Set(result.edges.filter { $0.kind == .provides }.compactMap(\.location))
        let errors = result.findings.filter { $0.diagnostic.severity == .error && $0.diagnostic.framework.map(GenTestsPlanner.frameworks.contains) == true }
        for finding in errors {
            let diagnostic = finding.diagnostic
            let location = diagnostic.location
            let pointsAtRequest = diagnostic.notes.contains { $0.location.map { byLocation[$0] != nil } ?? false }
            guard byLocation[location] == nil, !registrations.contains(location), !pointsAtRequest, files.contains(location.file),
                  let key = diagnostic.type, let framework = diagnostic.framework else { continue }
            let node = finding.nodes.first.flatMap { nodes[$0] }
            if let node, node.codeClass != .app { continue }
            byLocation[location] = PlannedRequest(location: location, key: key, framework: framework, storage: node?.storage, node: node?.id)
        }
        // An error claims the request at its place and those its notes point at (a cycle's steps, "also
        // requested here"); one that points at no request claims that some request of its key crashes.
        for finding in errors {
            let diagnostic = finding.diagnostic
            let claimed = ([diagnostic.location] + diagnostic.notes.compactMap(\.location)).filter { byLocation[$0] != nil }
            for location in claimed where byLocation[location]?.expectation == nil {
                byLocation[location]?.expectation = TestPlan.Expectation(rule: diagnostic.rule, location: diagnostic.location,
                                                                         message: diagnostic.message, someRequestOfKey: false)
            }
            guard claimed.isEmpty else { continue }
            for (location, request) in byLocation where request.expectation == nil && request.node.map(finding.nodes.contains) == true {
                byLocation[location]?.expectation = TestPlan.Expectation(rule: diagnostic.rule, location: diagnostic.location,
                                                                         message: diagnostic.message, someRequestOfKey: true)
            }
        }
        return byLocation.values.sorted { $0.location < $1.location }
    }
}
