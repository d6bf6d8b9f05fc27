import GraphvizRender

/// Styles a `DrawModel` into a Graphviz `GraphSpec`: clusters, legend, links and tooltips.
public struct GraphSpecBuilder: Sendable {
    public enum Clustering: String, Sendable, CaseIterable { case framework, container, folder, none }
    public enum RankDirection: String, Sendable, CaseIterable { case LR, TB }
    /// `compact`: one small table above the picture, only the styles it uses, never wider than it.
    /// `full`: the older legend, a box of drawn samples beside the graph.
    public enum Legend: String, Sendable, CaseIterable { case none, compact, full }

    public var clustering: Clustering = .container
    public var rankDirection: RankDirection = .LR
    /// Makes each node a link to its declaration: prefix + path + `#L<line>`.
    public var linkPrefix: String?
    /// The path a link names for a file as findings print it (the repository browser's view of it).
    public var linkPath: @Sendable (String) -> String = { $0 }
    public var legend = Legend.compact
    /// The words above the picture (project, frameworks, counts); nil for none.
    public var caption: Caption?

    public init(clustering: Clustering = .container, rankDirection: RankDirection = .LR, linkPrefix: String? = nil,
                linkPath: @escaping @Sendable (String) -> String = { $0 }, legend: Legend = .compact) {
        self.clustering = clustering
        self.rankDirection = rankDirection
        self.linkPrefix = linkPrefix
        self.linkPath = linkPath
        self.legend = legend
    }

    /// The width a compact legend fits when none is measured, in points.
    public static let defaultLegendWidth = 500.0

    /// `legendWidth`: the width in points the compact legend must fit, the drawing's own (see `DiagramRenderer`).
    public func spec(for model: DrawModel, legendWidth: Double = GraphSpecBuilder.defaultLegendWidth) -> GraphSpec {
        var spec = GraphSpec(
            name: "dilint",
            graphAttributes: ["rankdir": rankDirection.rawValue, "fontname": DiagramStyle.font, "fontsize": "12",
                              "nodesep": "0.3", "ranksep": "0.6", "pad": "0.3", "compound": "true",
                              "labeljust": "l", "bgcolor": "white"],
            nodeDefaults: ["fontname": DiagramStyle.font, "fontsize": "11", "margin": "0.12,0.06",
                           "fillcolor": "white", "color": "#495057"],
            edgeDefaults: ["fontname": DiagramStyle.font, "fontsize": "9", "arrowsize": "0.7"])
        spec.nodes = model.nodes.map(node)
        spec.edges = model.edges.map { edge in
            var attributes = DiagramStyle.attributes(for: edge)
            if !edge.findings.isEmpty { attributes["tooltip"] = edge.findings.joined(separator: "\n") }
            return GraphSpec.Edge(from: edge.from, to: edge.to, attributes: attributes)
        }
        spec.clusters = clusters(for: model)
        if legend == .full { addLegend(to: &spec, model: model) }
        if let label = htmlLabel(for: model, legendWidth: legendWidth) {
            spec.htmlLabel = label
            spec.graphAttributes["labelloc"] = "t"
        }
        return spec
    }

    /// The graph's label `spec(for:legendWidth:)` gives: the caption and the compact legend as one table
    /// above the picture, the caption on top; nil when there is neither.
    func htmlLabel(for model: DrawModel, legendWidth: Double) -> String? {
        var table = CompactLegend(model: model)
        if legend != .compact { table.entries = [] }
        let captionRows = caption?.markup(fitting: legendWidth) ?? []
        guard !table.entries.isEmpty || !captionRows.isEmpty else { return nil }
        return table.markup(fitting: legendWidth, caption: captionRows)
    }

    private func node(_ node: DrawModel.Node) -> GraphSpec.Node {
        var attributes = node.kind == .missing ? DiagramStyle.missingAttributes(node.trouble) : DiagramStyle.attributes(for: node.kind)
        if node.kind != .missing, node.kind != .module, let fill = DiagramStyle.fill(for: node.lifetime) {
            attributes["fillcolor"] = fill
        }
        // A registered node the report finds fault with (on a cycle, or registered only in some builds).
        if node.kind != .missing, let trouble = node.trouble {
            attributes["color"] = DiagramStyle.color(for: trouble)
            attributes["penwidth"] = "2"
        }
        // The focus of a focused picture: a thick dark-blue border and a bold name; a finding on it keeps its
        // colour in the name, so both show.
        if node.focused {
            attributes["penwidth"] = "3.5"
            attributes["fontname"] = DiagramStyle.boldFont
            attributes["color"] = DiagramStyle.focusColor
            if let trouble = node.trouble { attributes["fontcolor"] = DiagramStyle.color(for: trouble) }
        }
        var tooltip = node.focused ? "focus: \(node.kind.rawValue)" : "\(node.kind.rawValue)"
        if let lifetime = node.lifetime { tooltip += ", \(lifetime.rawValue)" }
        if let location = node.location {
            tooltip += "\n\(location.file):\(location.line)"
            if let linkPrefix { attributes["URL"] = LinkPrefix.url(prefix: linkPrefix, path: linkPath(location.file), line: location.line) }
        } else if node.kind == .missing {
            tooltip += "\nnot registered anywhere"
        }
        // The findings on it, worded as the report words them.
        for finding in node.findings { tooltip += "\n\(finding)" }
        attributes["tooltip"] = tooltip
        // Marks read under the name in small type: the build condition, a repeated registration.
        return GraphSpec.Node(id: node.id, label: ([node.label] + node.marks).joined(separator: "\n"), attributes: attributes)
    }

    private func clusters(for model: DrawModel) -> [GraphSpec.Cluster] {
        let groupOf: (DrawModel.Node) -> String?
        switch clustering {
        case .none: return []
        case .framework: groupOf = { $0.framework.displayName }
        case .container: groupOf = { $0.container }
        case .folder:
            groupOf = { node in
                guard let file = node.location?.file else { return nil }
                let folder = file.split(separator: "/").dropLast().joined(separator: "/")
                return folder.isEmpty ? "." : folder
            }
        }
        var members: [String: [String]] = [:]
        for node in model.nodes {
            if let group = groupOf(node) { members[group, default: []].append(node.id) }
        }
        // Dot routes edges without regard to cluster labels. Left to right, edges come into a cluster from
        // its left and its label's top-left corner is where they run; the top-right corner is mostly free.
        // Top to bottom, they come in from the top, and the bottom edge is freer.
        var attributes = ["style": "rounded,filled", "fillcolor": "#f8f9fa", "color": "#ced4da", "fontcolor": "#495057"]
        switch rankDirection {
        case .LR: attributes["labeljust"] = "r"
        case .TB: attributes["labelloc"] = "b"
        }
        return members.keys.sorted().map { group in
            GraphSpec.Cluster(id: "group:\(group)", label: group, nodeIDs: members[group]!, attributes: attributes)
        }
    }

    /// A small cluster that explains shapes, fills and edge styles, showing only what the picture uses.
    private func addLegend(to spec: inout GraphSpec, model: DrawModel) {
        let usedKinds = Set(model.nodes.map(\.kind))
        let usedLifetimes = Set(model.nodes.compactMap(\.lifetime).map { $0 == .transient ? .factory : $0 })
        var ids: [String] = []
        for (kind, name) in DiagramStyle.kindNames where usedKinds.contains(kind) {
            // Missing keys the report only warns about have a sample of their own, in their own colour.
            if kind == .missing && !model.nodes.contains(where: { $0.kind == .missing && ($0.trouble ?? .error) == .error }) { continue }
            var attributes = DiagramStyle.attributes(for: kind)
            if kind != .missing { attributes["fillcolor"] = "white" }
            spec.nodes.append(.init(id: "legend:kind:\(kind.rawValue)", label: name, attributes: attributes))
            ids.append("legend:kind:\(kind.rawValue)")
        }
        for (severity, name) in DiagramStyle.lesserMissingNames
        where model.nodes.contains(where: { $0.kind == .missing && $0.trouble == severity }) {
            spec.nodes.append(.init(id: "legend:kind:missing-\(severity.rawValue)", label: name, attributes: DiagramStyle.missingAttributes(severity)))
            ids.append("legend:kind:missing-\(severity.rawValue)")
        }
        for (severity, name) in DiagramStyle.findingNames
        where model.nodes.contains(where: { $0.kind != .missing && !$0.onCycle && $0.trouble == severity }) {
            spec.nodes.append(.init(id: "legend:finding:\(severity.rawValue)", label: name,
                                    attributes: ["shape": "box", "style": "filled", "fillcolor": "white",
                                                 "color": DiagramStyle.color(for: severity), "penwidth": "2"]))
            ids.append("legend:finding:\(severity.rawValue)")
        }
        for (lifetime, name) in DiagramStyle.lifetimeNames where usedLifetimes.contains(lifetime) {
            spec.nodes.append(.init(id: "legend:lifetime:\(lifetime.rawValue)", label: name,
                                    attributes: ["shape": "box", "style": "filled", "fillcolor": DiagramStyle.fill(for: lifetime)!]))
            ids.append("legend:lifetime:\(lifetime.rawValue)")
        }
        let edgeSamples: [(String, DrawModel.Edge)] = [
            ("builds with", .init(from: "", to: "", kind: .depends, timing: .initTime, location: nil, onCycle: false)),
            ("lazy", .init(from: "", to: "", kind: .depends, timing: .lazy, location: nil, onCycle: false)),
            ("cycle", .init(from: "", to: "", kind: .depends, timing: .initTime, location: nil, onCycle: true)),
            ("cycle: warning", .init(from: "", to: "", kind: .depends, timing: .lazy, location: nil, onCycle: true, trouble: .warning)),
            ("cycle: note", .init(from: "", to: "", kind: .depends, timing: .lazy, location: nil, onCycle: true, trouble: .note)),
            ("provided by", .init(from: "", to: "", kind: .provides, timing: .initTime, location: nil, onCycle: false)),
        ]
        let showsLazy = model.edges.contains { $0.timing == .lazy }
        let showsProvides = model.edges.contains { $0.kind == .provides }
        func shows(_ sample: DrawModel.Edge) -> Bool {
            !sample.onCycle || model.edges.contains { $0.onCycle && ($0.trouble ?? .error) == (sample.trouble ?? .error) }
        }
        for (name, sample) in edgeSamples
        where shows(sample) && (name != "lazy" || showsLazy) && (name != "provided by" || showsProvides) {
            let from = "legend:edge:\(name):from", to = "legend:edge:\(name):to"
            spec.nodes.append(.init(id: from, label: name, attributes: ["shape": "plaintext", "style": "", "fontsize": "10"]))
            spec.nodes.append(.init(id: to, label: "", attributes: ["shape": "point", "width": "0.05", "style": "invis"]))
            var attributes = DiagramStyle.attributes(for: sample)
            attributes["minlen"] = "1"
            spec.edges.append(.init(from: from, to: to, attributes: attributes))
            ids += [from, to]
        }
        // Invisible edges chain the samples into two compact rows (columns when drawn top to bottom):
        // node kinds, then fills and edge styles.
        let kindRow = ids.filter { $0.hasPrefix("legend:kind:") }
        let styleRow = ids.filter { !$0.hasPrefix("legend:kind:") }
        for row in [kindRow, styleRow] {
            for (from, to) in zip(row, row.dropFirst()) where !to.hasSuffix(":to") {
                spec.edges.append(.init(from: from, to: to, attributes: ["style": "invis", "minlen": "1"]))
            }
        }
        // Top to bottom, the chains would run down the page: hold each row in one rank instead, so the
        // rows read across and the edge samples stay short, and stack the style row under the kinds.
        var rows: [GraphSpec.Cluster] = []
        if rankDirection == .TB {
            rows = [kindRow, styleRow].enumerated().filter { !$0.element.isEmpty }.map { index, row in
                GraphSpec.Cluster(id: "legend-row-\(index)", label: "", nodeIDs: row, isRankGroup: true)
            }
            if let kind = kindRow.first, let style = styleRow.first {
                spec.edges.append(.init(from: kind, to: style, attributes: ["style": "invis"]))
            }
        }
        spec.clusters.append(GraphSpec.Cluster(
            id: "legend", label: "Legend", nodeIDs: ids,
            attributes: ["style": "rounded", "color": "#adb5bd", "fontcolor": "#495057", "fontsize": "11"],
            clusters: rows))
    }
}
