/// Adds the hidden edges of property wrappers and initializer-time resolution: when a registered
/// provider builds `X`, every request made by `X`'s own members is a dependency of that registration.
enum OwnerEdges {
    /// `threads`: how many read the requests side by side, each a contiguous run of them; their edges
    /// are appended in request order, so the graph is the same for any number.
    static func add(to graph: inout DependencyGraph, resolver: TypeResolver, threads: Int = 1) {
        // Positions, not copies: a registration is a large value, and most are never an owner's. Of the
        // registrations that build one type under one key in one container, the first stands for all: they
        // make the same edges, and a type registered by every copy of a module would make each of its
        // requests an edge per copy.
        var registrationsByBuiltType: [[String]: [Int]] = [:]
        registrationsByBuiltType.reserveCapacity(graph.registrations.count)
        var seen: Set<BuiltUnderKey> = []
        for position in graph.registrations.indices {
            guard let built = (graph.registrations[position].implementation ?? graph.registrations[position].keyType).nominalPath,
                  seen.insert(BuiltUnderKey(built: built, container: graph.registrations[position].container,
                                            key: graph.registrations[position].key)).inserted
            else { continue }
            registrationsByBuiltType[built, default: []].append(position)
        }
        let (requests, registrations, byBuiltType) = (graph.requests, graph.registrations, registrationsByBuiltType)
        let count = requests.count
        // Below a few hundred requests, starting threads costs more than reading them.
        guard threads > 1, count >= LinkContext.partsWorthThreads else {
            graph.edges += edges(of: requests[...], registrations: registrations, byBuiltType: byBuiltType, resolver: resolver)
            return
        }
        let runs = threads * 4
        let pieces = LargeStackWorkers.map(runs, threads: threads) { run in
            edges(of: requests[(run * count / runs)..<((run + 1) * count / runs)], registrations: registrations,
                  byBuiltType: byBuiltType, resolver: resolver)
        }
        graph.edges.reserveCapacity(graph.edges.count + pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { graph.edges += piece }
    }

    private struct BuiltUnderKey: Hashable {
        var built: [String]
        var container: ContainerID
        var key: String
    }

    private static func edges(of requests: ArraySlice<Request>, registrations: [Registration], byBuiltType: [[String]: [Int]],
                              resolver: TypeResolver) -> [Edge] {
        // An owner makes many requests (one per injected property): its path is resolved once.
        var resolvedOwners: [[String]: [String]] = [:]
        var edges: [Edge] = []
        for request in requests {
            guard let owner = request.ownerPath else { continue }
            let ownerPath: [String]
            if let known = resolvedOwners[owner] {
                ownerPath = known
            } else {
                ownerPath = resolver.resolve(.path(owner), in: []).nominalPath ?? owner
                resolvedOwners[owner] = ownerPath
            }
            let builders = byBuiltType[ownerPath] ?? []
            WorkCount.add(.ownerEdgeRegistrations, builders.count)
            for position in builders {
                let registration = registrations[position]
                guard registration.framework == request.framework,
                      registration.codeClass == request.codeClass || request.codeClass == .app else { continue }
                edges.append(Edge(container: registration.container, from: registration.key, to: request.key,
                                  timing: request.timing, location: request.location, form: request.form))
            }
        }
        return edges
    }
}
