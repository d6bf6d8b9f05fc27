/// Puts everything the passes appended into one order that depends on the code alone (locations, then
/// keys), so rules, reports and pictures never see the order passes or files happened to run in.
enum CanonicalOrder {
    static func apply(to graph: inout DependencyGraph) {
        graph.registrations.sort { $0.location < $1.location }
        graph.inactiveRegistrations.sort { $0.location < $1.location }
        graph.requests.sort { $0.location < $1.location }
        graph.reentrantRequests.sort { $0.location < $1.location }
        graph.edges.sort { ($0.from, $0.to, $0.location) < ($1.from, $1.to, $1.location) }
        graph.unresolved.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        graph.unreadProviders.sort { ($0.location, $0.container) < ($1.location, $1.container) }
        graph.components.sort { ($0.location, $0.key) < ($1.location, $1.key) }
    }
}
