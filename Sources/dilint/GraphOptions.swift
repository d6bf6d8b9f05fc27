import ArgumentParser
import DILintCore
import GraphvizRender

extension GraphView.Direction: ExpressibleByArgument {}
extension GraphSpecBuilder.Clustering: ExpressibleByArgument {}
extension GraphSpecBuilder.RankDirection: ExpressibleByArgument {}
extension LayoutEngine: ExpressibleByArgument {}
extension DiagramFormat: ExpressibleByArgument {}
extension Framework: ExpressibleByArgument {}

/// What to draw and how; shared by `dilint graph` and `dilint lint --graph`.
struct GraphOptions: ParsableArguments {
    @Option(help: "Draw only this type and its neighbourhood (a registry key or a type name).")
    var focus: String?

    @Option(help: "With --focus: how many edges away from the focused type to draw.")
    var depth: Int?

    @Option(help: "With --focus: follow dependencies (down), dependents (up) or both.")
    var direction: GraphView.Direction = .both

    @Flag(help: "Draw only unregistered types, cycles and the types that request them.")
    var errorsOnly = false

    @Option(help: "Draw only this framework's graph.")
    var framework: Framework?

    // The next three default to .dilint.yml's `graph:` section, then to container, LR and dot (sfdp for large graphs).
    @Option(help: "Group nodes by: framework, container (module), folder, none (default: container).")
    var cluster: GraphSpecBuilder.Clustering?

    @Option(help: "Layout direction: LR (left to right) or TB (top to bottom) (default: LR).")
    var rankdir: GraphSpecBuilder.RankDirection?

    @Option(help: "Graphviz layout engine: dot (layered) or sfdp (large graphs, no clusters or legend) (default: dot, sfdp above 400 nodes).")
    var layout: LayoutEngine?

    @Option(help: "In SVG, link each node to its declaration: URL prefix + path from the git repository's top + #L<line>.")
    var linkPrefix: String?

    @Flag(help: "Leave the legend out of the picture.")
    var noLegend = false

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if depth != nil && focus == nil { throw ValidationError("--depth needs --focus") }
    }

    var view: GraphView {
        GraphView(focus: focus, depth: depth, direction: direction, errorsOnly: errorsOnly, framework: framework)
    }

    func clustering(_ defaults: Configuration.GraphDefaults) -> GraphSpecBuilder.Clustering {
        cluster ?? defaults.clustering ?? .container
    }

    /// `file` is one of the files drawn: links name paths in its repository.
    func renderer(_ defaults: Configuration.GraphDefaults, repositoryOf file: String?) -> DiagramRenderer {
        // Only links need the repository's top; asking git for it otherwise would be wasted work.
        var builder = GraphSpecBuilder(clustering: clustering(defaults), rankDirection: rankdir ?? defaults.rankDirection ?? .LR,
                                       linkPrefix: linkPrefix, legend: !noLegend && (defaults.legend ?? true))
        if linkPrefix != nil { builder.linkPath = RepositoryPaths.fromRepositoryRoot(of: file) }
        // Only when neither says may the graph's size pick the engine.
        return DiagramRenderer(builder: builder, layout: layout ?? defaults.layout)
    }
}
