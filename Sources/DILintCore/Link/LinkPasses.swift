/// Link as an ordered list of passes over one graph, each in its own file. The order is the contract:
/// the line above each pass says why it runs after the ones before it.
enum LinkPasses {
    struct Input {
        /// The project's files, in path order; facts of framework copies outside them come after.
        let files: [FileFacts]
        let context: LinkContext
        /// How many threads a pass may use.
        var threads = 1
    }

    struct Pass: Sendable {
        let name: String
        let run: @Sendable (Input, inout DependencyGraph) -> Void
    }

    static let ordered: [Pass] =
        // Each framework turns its facts into registrations, requests and edges. They read only the
        // project index (built before any pass) and append to the graph, so they run in any order
        // among themselves; `FrameworkPlugins.all` fixes one.
        FrameworkPlugins.all.map { plugin in
            Pass(name: "link \(plugin.displayName)") { input, graph in plugin.link(input.files, context: input.context, into: &graph) }
        } + [
            // Constructing a type makes its injected properties' requests: needs every framework's requests.
            Pass(name: "owner edges") { input, graph in OwnerEdges.add(to: &graph, resolver: input.context.resolver, threads: input.threads) },
            // Which files a generator wrote and what it was asked to generate from: facts of files alone.
            Pass(name: "generated code") { input, graph in
                for file in input.files {
                    if file.placed.isGenerated { graph.generatedFiles.insert(file.path) }
                    graph.generatorAnnotations += file.placed.declarations.generatorAnnotations
                }
            },
            // Last: one order for everything the passes appended, whatever order they appended it in.
            Pass(name: "canonical order") { input, graph in CanonicalOrder.apply(to: &graph) },
        ]
}
