import ArgumentParser
import DILintCore
import GraphvizRender

extension GraphView.Direction: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--depth`: a number of edges, or `all`.
struct FocusDepth: ExpressibleByArgument {
    var edges: Int?
    init?(argument: String) {
        if argument == "all" { edges = nil; return }
        guard let number = Int(argument) else { return nil }
        edges = number
    }
}
extension GraphSpecBuilder.Clustering: ExpressibleByArgument {}
extension GraphSpecBuilder.RankDirection: ExpressibleByArgument {}
extension GraphSpecBuilder.Legend: ExpressibleByArgument {}
extension LayoutEngine: ExpressibleByArgument {}
extension DiagramFormat: ExpressibleByArgument {}
extension Framework: ExpressibleByArgument {}

/// What to draw and how; shared by `dilint graph` and `dilint lint --graph`.
struct GraphOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw only this type and its neighbourhood (a registry key or a type name).", valueName: "type"))
    var focus: String?

    // `.unconditional`: a negative number is this option's value, so `--depth -1` is told it must be
    // 0 or more instead of "Missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp("With --focus: how many edges away from the focused type to draw, or 'all' (default: \(GraphView.defaultDepth); a key and the type registered under it count as one).", valueName: "n"))
    var depth: FocusDepth?

    // Optional rather than defaulting to `.both`, so that `lint` can tell it was given without --graph.
    @Option(help: ArgumentHelp("With --focus: follow its dependencies (in), its dependents (out) or both (default: both).", valueName: "direction"))
    var direction: GraphView.Direction?

    @Flag(help: "Draw only unregistered types, cycles and the types that request them.")
    var errorsOnly = false

    @Option(help: ArgumentHelp("Draw only this framework's graph.", valueName: "name"))
    var framework: Framework?

    @Flag(help: "Leave out registrations nothing requests (unused-registration findings: `dilint graph` turns the rule on; `lint --graph` needs it on in .dilint.yml or by --strict).")
    var hideUnused = false

    // The next three default to .dilint.yml's `graph:` section, then to container, LR and dot (sfdp for large graphs).
    @Option(help: ArgumentHelp("Group nodes in boxes by container (module), framework, folder, or none (default: container).", valueName: "kind"))
    var cluster: GraphSpecBuilder.Clustering?

    @Option(help: ArgumentHelp("Layout direction: LR (left to right) or TB (top to bottom) (default: LR).", valueName: "direction"))
    var rankdir: GraphSpecBuilder.RankDirection?

    @Option(help: ArgumentHelp("Graphviz layout engine: dot (layered) or sfdp (large graphs, no clusters or legend) (default: dot, sfdp above 400 nodes).", valueName: "engine"))
    var layout: LayoutEngine?

    @Option(help: ArgumentHelp("In SVG, link each node to its declaration: URL prefix (https://, http:// or relative) + path from the git repository's top + #L<line>.", valueName: "url"))
    var linkPrefix: String?

    @Option(help: ArgumentHelp("The legend: none, compact (one small table of the styles drawn, above the picture) or full (a box of samples beside it) (default: compact).", valueName: "kind"))
    var legend: GraphSpecBuilder.Legend?

    @Option(help: ArgumentHelp("The name at the top of the picture (default: the analysed folder's name); '' for no caption.", valueName: "text"))
    var title: String?

    @Flag(help: "Leave the legend out of the picture (the same as --legend none).")
    var noLegend = false

    func validate() throws {
        if let edges = depth?.edges, edges < 0 { throw ValidationError("--depth must be 0 or more, not \(edges)") }
        if depth != nil && focus == nil { throw ValidationError("--depth needs --focus") }
        if direction != nil && focus == nil { throw ValidationError("--direction needs --focus") }
        if noLegend && legend != nil && legend != GraphSpecBuilder.Legend.none { throw ValidationError("--no-legend contradicts --legend \(legend!.rawValue)") }
        try LinkPrefixCheck.validate(linkPrefix)
    }

    /// The options given, by name: `lint` rejects them without `--graph`, where they would do nothing.
    var given: [String] {
        var names: [String] = []
        if focus != nil { names.append("--focus") }
        if depth != nil { names.append("--depth") }
        if direction != nil { names.append("--direction") }
        if errorsOnly { names.append("--errors-only") }
        if framework != nil { names.append("--framework") }
        if hideUnused { names.append("--hide-unused") }
        if cluster != nil { names.append("--cluster") }
        if rankdir != nil { names.append("--rankdir") }
        if layout != nil { names.append("--layout") }
        if linkPrefix != nil { names.append("--link-prefix") }
        if legend != nil { names.append("--legend") }
        if title != nil { names.append("--title") }
        if noLegend { names.append("--no-legend") }
        return names
    }

    var view: GraphView {
        GraphView(focus: focus, depth: depth.map(\.edges) ?? GraphView.defaultDepth, direction: direction ?? .both, errorsOnly: errorsOnly,
                  framework: framework, hidesUnused: hideUnused)
    }

    func clustering(_ defaults: Configuration.GraphDefaults) -> GraphSpecBuilder.Clustering {
        cluster ?? defaults.clustering ?? .container
    }

    /// `file` is one of the files drawn: links name paths in its repository.
    func renderer(_ defaults: Configuration.GraphDefaults, repositoryOf file: String?, caption: Caption? = nil) -> DiagramRenderer {
        // Only links need the repository's top; asking git for it otherwise would be wasted work.
        var builder = GraphSpecBuilder(clustering: clustering(defaults), rankDirection: rankdir ?? defaults.rankDirection ?? .LR,
                                       linkPrefix: linkPrefix, legend: noLegend ? .none : legend ?? (defaults.legend == false ? .none : .compact))
        builder.caption = caption
        if linkPrefix != nil { builder.linkPath = RepositoryPaths.fromRepositoryRoot(of: file) }
        // Only when neither says may the graph's size pick the engine.
        return DiagramRenderer(builder: builder, layout: layout ?? defaults.layout)
    }
}
