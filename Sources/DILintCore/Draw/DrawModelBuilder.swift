/// Turns an analysis result into a `DrawModel`: the app's nodes and edges (test code is not drawn),
/// marked with exactly the findings the result holds. It computes nothing about the graph itself:
/// what is missing and what is a cycle are the findings' word, so the picture agrees with the report.
public enum DrawModelBuilder {
    public static func build(from result: AnalysisResult, showModules: Bool) -> DrawModel {
        let marks = DrawnFindings(result)
        let shown = result.nodes.filter { $0.codeClass == .app && (showModules || $0.kind != .module) }
        let shownIDs = Set(shown.map(\.id))
        let edges = result.edges.filter { shownIDs.contains($0.from) && shownIDs.contains($0.to) }
        // A key registered nowhere is drawn where something asks for it.
        let ends = Set(edges.flatMap { [$0.from, $0.to] })
        let drawn = shown.filter { $0.kind != .unregistered || ends.contains($0.id) }
        let drawID = Dictionary(drawn.map { ($0.id, Self.drawID(of: $0)) }, uniquingKeysWith: { first, _ in first })

        let nodes = drawn.map { node in
            DrawModel.Node(id: drawID[node.id]!, label: node.key, kind: kind(of: node, marked: marks.nodes[node.id] != nil),
                           framework: node.framework, lifetime: node.lifetime, location: node.location, container: node.module,
                           onCycle: marks.cycleNodes[node.id] != nil,
                           // A missing key keeps the style of its missing-key finding; any other node gets the frame of the
                           // worst finding on it, a key not proven missing (possibly-unregistered) too.
                           trouble: node.kind == .unregistered && marks.nodes[node.id] != nil ? marks.trouble(of: node.id)
                               : [marks.trouble(of: node.id), marks.framed[node.id]].compactMap { $0 }.min(),
                           analysisID: node.id,
                           findings: marks.nodeMessages[node.id] ?? [], marks: marks.marks(of: node.id),
                           unused: marks.unusedNodes.contains(node.id))
        }
        let drawnEdges = edges.map { edge in
            DrawModel.Edge(from: drawID[edge.from]!, to: drawID[edge.to]!, kind: kind(of: edge), timing: edge.timing,
                           location: edge.location, onCycle: marks.cycleEdges[edge.id] != nil, trouble: marks.cycleEdges[edge.id],
                           analysisIDs: [edge.id], findings: marks.edgeMessages[edge.id] ?? [])
        }
        // A dotted edge from a missing key to the type registered as itself that should have been
        // registered under it, found by its registration site (the finding's note points there).
        var conformances: [DrawModel.Edge] = []
        for forgotten in marks.forgottenConformances {
            guard let key = drawID[forgotten.key],
                  let registered = nodes.first(where: { $0.location == forgotten.site && $0.kind != .missing && $0.kind != .module })
            else { continue }
            conformances.append(DrawModel.Edge(from: key, to: registered.id, kind: .conforms, timing: .lazy, location: forgotten.site,
                                               onCycle: false, findings: ["note: \(forgotten.note)"]))
        }
        return DrawModel(nodes: nodes.sorted { $0.id < $1.id }, edges: deduplicated(drawnEdges + conformances))
    }

    /// The id a picture uses: the framework, a named container in brackets, the key. Code class is left
    /// out because only the app is drawn, which keeps the ids of existing pictures as they were.
    static func drawID(of node: AnalysisNode) -> String {
        "\(node.framework.rawValue)\(node.storage.map { "[\($0)]" } ?? ""):\(node.kind == .module ? "module:" : "")\(node.key)"
    }

    /// A key registered nowhere is drawn as missing only when the report says so; otherwise it is served
    /// from outside the analysed code, or asked for in a way that survives its absence.
    private static func kind(of node: AnalysisNode, marked: Bool) -> DrawModel.NodeKind {
        switch node.kind {
        case .service: return .service
        case .implementation: return .implementation
        case .module: return .module
        case .injector: return .injector
        case .injectable: return .injectable
        case .unregistered: return marked ? .missing : .service
        }
    }

    private static func kind(of edge: AnalysisEdge) -> DrawModel.EdgeKind {
        switch edge.kind {
        case .provides: return .provides
        case .depends: return .depends
        case .injects: return .injects
        }
    }

    /// One edge per (from, to, kind): the earliest site, init-time when any site is, on a cycle when any
    /// site is (in the worst severity of those cycles).
    private static func deduplicated(_ edges: [DrawModel.Edge]) -> [DrawModel.Edge] {
        var kept: [String: DrawModel.Edge] = [:]
        for edge in edges {
            let key = "\(edge.from)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)"
            guard var existing = kept[key] else { kept[key] = edge; continue }
            if edge.timing == .initTime { existing.timing = .initTime }
            if let location = edge.location, existing.location.map({ location < $0 }) ?? true { existing.location = location }
            if edge.onCycle { existing.onCycle = true }
            if let trouble = edge.trouble { existing.trouble = min(existing.trouble ?? trouble, trouble) }
            existing.analysisIDs = (existing.analysisIDs + edge.analysisIDs).sorted()
            existing.findings += edge.findings.filter { !existing.findings.contains($0) }
            kept[key] = existing
        }
        // In (from, to, kind) order: the keys sort so (no id holds a NUL, which sorts before every other
        // character), and sorting them moves strings instead of whole edges.
        return kept.keys.sorted().map { kept[$0]! }
    }
}
