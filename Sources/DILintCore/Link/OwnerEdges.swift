/// Adds the hidden edges of property wrappers and initializer-time resolution: when a registered
/// provider builds `X`, every request made by `X`'s own members is a dependency of that registration.
enum OwnerEdges {
    static func add(to graph: inout DependencyGraph, resolver: TypeResolver) {
        // Positions, not copies: a registration is a large value, and most are never an owner's.
        var registrationsByBuiltType: [[String]: [Int]] = [:]
        for (position, registration) in graph.registrations.enumerated() {
            guard let built = (registration.implementation ?? registration.keyType).nominalPath else { continue }
            registrationsByBuiltType[built, default: []].append(position)
        }
        // An owner makes many requests (one per injected property): its path is resolved once.
        var resolvedOwners: [[String]: [String]] = [:]
        var edges: [Edge] = []
        for request in graph.requests {
            guard let owner = request.ownerPath else { continue }
            let ownerPath: [String]
            if let known = resolvedOwners[owner] {
                ownerPath = known
            } else {
                ownerPath = resolver.resolve(.path(owner), in: []).nominalPath ?? owner
                resolvedOwners[owner] = ownerPath
            }
            for position in registrationsByBuiltType[ownerPath] ?? [] {
                let registration = graph.registrations[position]
                guard registration.framework == request.framework,
                      registration.codeClass == request.codeClass || request.codeClass == .app else { continue }
                edges.append(Edge(container: registration.container, from: registration.key, to: request.key,
                                  timing: request.timing, location: request.location, form: request.form))
            }
        }
        graph.edges += edges
    }
}
