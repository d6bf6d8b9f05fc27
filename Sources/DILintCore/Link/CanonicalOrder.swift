/// Puts everything the passes appended into one order that depends on the code alone (locations, then
/// keys), so rules, reports and pictures never see the order passes or files happened to run in.
enum CanonicalOrder {
    /// With a second thread, the edges (the longest sort: by names, then place) are sorted beside the rest:
    /// many edges in two halves, one on each thread, merged as a stable sort of the whole would order them.
    static func apply(to graph: inout DependencyGraph, threads: Int = 1) {
        let sortedEdges: (() -> [Edge])?
        if threads > 1 {
            let edges = graph.edges
            graph.edges = []
            if edges.count >= halvingThreshold {
                let half = edges.count / 2
                let sortedFirst = LargeStackWorkers.started { Array(edges[..<half]).sortedStablyWithoutCopies { edgeOrder($0, $1) } }
                let second = Array(edges[half...]).sortedStablyWithoutCopies { edgeOrder($0, $1) }
                sortedEdges = { merged(sortedFirst(), second) }
            } else {
                sortedEdges = LargeStackWorkers.started { edges.sortedStablyWithoutCopies { edgeOrder($0, $1) } }
            }
        } else {
            sortedEdges = nil
            graph.edges.sortStablyWithoutCopies { edgeOrder($0, $1) }
        }
        graph.registrations.sortStablyWithoutCopies { $0.location < $1.location }
        graph.inactiveRegistrations.sortStablyWithoutCopies { $0.location < $1.location }
        graph.requests.sortStablyWithoutCopies { $0.location < $1.location }
        graph.reentrantRequests.sortStablyWithoutCopies { $0.location < $1.location }
        graph.unresolved.sortStablyWithoutCopies { ($0.location, $0.message) < ($1.location, $1.message) }
        graph.unreadProviders.sortStablyWithoutCopies { ($0.location, $0.container) < ($1.location, $1.container) }
        graph.components.sortStablyWithoutCopies { ($0.location, $0.key) < ($1.location, $1.key) }
        if let sortedEdges { graph.edges = sortedEdges() }
    }

    /// Below this many edges one thread sorts them all: the halves would not repay the merge.
    static let halvingThreshold = 4096

    /// Two sorted runs as one; on a tie the first run's edge comes first, so the sort stays stable.
    static func merged(_ first: [Edge], _ second: [Edge]) -> [Edge] {
        var result: [Edge] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if edgeOrder(second[j], first[i]) {
                result.append(second[j]); j += 1
            } else {
                result.append(first[i]); i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// By names, then place; field by field (a tuple of them retained each string at every comparison).
    @inline(__always) private static func edgeOrder(_ left: Edge, _ right: Edge) -> Bool {
        if left.from != right.from { return left.from < right.from }
        if left.to != right.to { return left.to < right.to }
        return left.location < right.location
    }
}
