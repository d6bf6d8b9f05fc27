/// Parts of a link pass that only append to the graph and read nothing of it but the index (each file's
/// requests, each module's providers) run side by side on the pass's threads, each into an empty graph
/// of its own; those are appended in part order, so every list of the graph holds what a serial pass
/// would have appended, in the same order.
extension LinkContext {
    /// Runs `part(0..<count)` in order into `graph`: on `threads` threads in contiguous runs of parts when
    /// there is more than one, each run into a graph of its own, appended in run order.
    func appendParts(_ count: Int, into graph: inout DependencyGraph,
                     _ part: @escaping @Sendable (Int, inout DependencyGraph) -> Void) {
        // Below a few hundred parts, starting threads costs more than the parts.
        guard threads > 1, count >= Self.partsWorthThreads else {
            for position in 0..<count { part(position, &graph) }
            return
        }
        let index = graph.index
        let runs = min(count, threads * 4)
        let pieces = LargeStackWorkers.map(runs, threads: threads) { run -> DependencyGraph in
            var piece = DependencyGraph(index: index, fileCount: 0)
            for position in (run * count / runs)..<((run + 1) * count / runs) { part(position, &piece) }
            return piece
        }
        graph.reserveSpace(for: pieces)
        for piece in pieces { graph.append(piece) }
    }

    static let partsWorthThreads = 256
}

extension DependencyGraph {
    /// Room for every piece's lists at once, so that appending them moves nothing twice.
    mutating func reserveSpace(for pieces: [DependencyGraph]) {
        func reserve<Element>(_ list: inout [Element], _ part: (DependencyGraph) -> [Element]) {
            list.reserveCapacity(list.count + pieces.reduce(0) { $0 + part($1).count })
        }
        reserve(&registrations, \.registrations)
        reserve(&inactiveRegistrations, \.inactiveRegistrations)
        reserve(&requests, \.requests)
        reserve(&edges, \.edges)
        reserve(&unresolved, \.unresolved)
    }

    /// Appends what a part of a pass appended to its own graph (`LinkContext.appendParts`).
    mutating func append(_ piece: DependencyGraph) {
        registrations += piece.registrations
        inactiveRegistrations += piece.inactiveRegistrations
        requests += piece.requests
        edges += piece.edges
        bootstraps += piece.bootstraps
        unresolved += piece.unresolved
        unreadProviders += piece.unreadProviders
        unreadRequests += piece.unreadRequests
        reentrantRequests += piece.reentrantRequests
        components += piece.components
        assert(piece.injectGrail == nil, "InjectGrail's graph is built whole, never in parts")
    }
}
