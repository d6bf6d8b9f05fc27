/// Adds the hidden edges of property wrappers and initializer-time resolution: when a registered
/// provider builds `X`, every request made by `X`'s own members is a dependency of that registration.
enum OwnerEdges {
    static func add(to graph: inout DependencyGraph, resolver: TypeResolver) {
        var registrationsByBuiltType: [[String]: [Registration]] = [:]
        for registration in graph.registrations {
            guard let built = (registration.implementation ?? registration.keyType).nominalPath else { continue }
            registrationsByBuiltType[built, default: []].append(registration)
        }
        for request in graph.requests {
            guard let owner = request.ownerPath else { continue }
            let ownerPath = resolver.resolve(.path(owner), in: []).nominalPath ?? owner
            for registration in registrationsByBuiltType[ownerPath] ?? []
            where registration.framework == request.framework
                && (registration.codeClass == request.codeClass || request.codeClass == .app) {
                graph.edges.append(Edge(container: registration.container, from: registration.key, to: request.key,
                                        timing: request.timing, location: request.location, form: request.form))
            }
        }
    }
}
