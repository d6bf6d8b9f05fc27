/// Puts everything the passes appended into one order that depends on the code alone (locations, then
/// keys), so rules, reports and pictures never see the order passes or files happened to run in.
enum CanonicalOrder {
    /// With a second thread, the edges (the longest sort: by names, then place) are sorted beside the rest.
    static func apply(to graph: inout DependencyGraph, threads: Int = 1) {
        let sortedEdges: (() -> [Edge])?
        if threads > 1 {
            let edges = graph.edges
            graph.edges = []
            sortedEdges = LargeStackWorkers.started { edges.sorted { edgeOrder($0, $1) } }
        } else {
            sortedEdges = nil
            graph.edges.sort { edgeOrder($0, $1) }
        }
        graph.registrations.sort { $0.location < $1.location }
        graph.inactiveRegistrations.sort { $0.location < $1.location }
        graph.requests.sort { $0.location < $1.location }
        graph.reentrantRequests.sort { $0.location < $1.location }
        graph.unresolved.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        graph.unreadProviders.sort { ($0.location, $0.container) < ($1.location, $1.container) }
        graph.components.sort { ($0.location, $0.key) < ($1.location, $1.key) }
        if let sortedEdges { graph.edges = sortedEdges() }
    }

    @inline(__always) private static func edgeOrder(_ left: Edge, _ right: Edge) -> Bool {
        (left.from, left.to, left.location) < (right.from, right.to, right.location)
    }
}
