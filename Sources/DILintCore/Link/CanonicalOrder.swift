/// Puts everything the passes appended into one order that depends on the code alone (locations, then
/// keys), so rules, reports and pictures never see the order passes or files happened to run in.
enum CanonicalOrder {
    static func apply(to graph: inout DependencyGraph) {
        graph.edges.sortStablyWithoutCopies { edgeOrder($0, $1) }
        graph.registrations.sortStablyWithoutCopies { $0.location < $1.location }
        graph.inactiveRegistrations.sortStablyWithoutCopies { $0.location < $1.location }
        graph.requests.sortStablyWithoutCopies { $0.location < $1.location }
        graph.reentrantRequests.sortStablyWithoutCopies { $0.location < $1.location }
        graph.unresolved.sortStablyWithoutCopies { ($0.location, $0.message) < ($1.location, $1.message) }
        graph.unreadProviders.sortStablyWithoutCopies { ($0.location, $0.container) < ($1.location, $1.container) }
        graph.unreadRequests.sortStablyWithoutCopies { ($0.location, $0.container) < ($1.location, $1.container) }
        graph.components.sortStablyWithoutCopies { ($0.location, $0.key) < ($1.location, $1.key) }
    }

    /// By names, then place; field by field (a tuple of them retained each string at every comparison).
    @inline(__always) private static func edgeOrder(_ left: Edge, _ right: Edge) -> Bool {
        if left.from != right.from { return left.from < right.from }
        if left.to != right.to { return left.to < right.to }
        return left.location < right.location
    }
}
