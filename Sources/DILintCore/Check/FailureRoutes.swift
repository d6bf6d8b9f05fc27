/// How code that runs reaches a request: from an entry (a request outside every provider: a property
/// wrapper of an app type or a test, a call in a function), through the providers each step builds, to the
/// request. The shortest such route, found by one breadth-first walk from every entry at once.
struct FailureRoutes: Sendable {
    /// One step: a request, and the request before it whose key's provider makes it (nil at the entry).
    private struct Step {
        var request: Int
        var previous: Int?
    }

    private let graph: DependencyGraph
    private var stepByRequest: [Int: Step] = [:]
    private var requestsAt: [SourceLocation: [Int]] = [:]
    private let firstStart: [Framework: Bootstrap]

    /// The rules whose findings sit at a request that crashes (or loops) when code reaches it.
    static let tracedRules: Set<String> = [UnregisteredTypeRule.id, PossiblyUnregisteredRule.id, MissingBootstrapRule.id, DependencyCycleRule.id]

    init(_ graph: DependencyGraph) {
        self.graph = graph
        let requests = graph.requests
        var registrationsByScope: [RegistryScope: [Registration]] = [:]
        for registration in graph.registrations {
            registrationsByScope[RegistryScope(registration), default: []].append(registration)
        }
        // Types some provider builds, by name and framework: their property wrappers resolve when it builds them.
        // Each scope once: a type built under one key by many registrations (copies of a module) is one builder.
        var builtBy: [String: Set<RegistryScope>] = [:]
        for registration in graph.registrations {
            guard let built = registration.implementation?.nominalPath?.joined(separator: ".") else { continue }
            builtBy["\(registration.framework.rawValue):\(built)", default: []].insert(RegistryScope(registration))
        }
        // The container each framework's routes start at: its first start in the app.
        var firstStart: [Framework: Bootstrap] = [:]
        for bootstrap in graph.bootstraps where bootstrap.codeClass == .app && bootstrap.kind == .start {
            if let known = firstStart[bootstrap.framework], known.location <= bootstrap.location { continue }
            firstStart[bootstrap.framework] = bootstrap
        }
        self.firstStart = firstStart
        // The requests each registration's provider makes, by the registration's key and container.
        var madeBy: [RegistryScope: [Int]] = [:]
        var entries: [Int] = []
        // Requests of types a provider builds: entries too, but only for what no other entry reaches (the
        // type may also be built by hand), so a route goes through the provider when one does.
        var laterEntries: [Int] = []
        for (position, request) in requests.enumerated() {
            requestsAt[request.location, default: []].append(position)
            if let maker = request.providerKey,
               registrationsByScope[RegistryScope(framework: request.framework, storage: request.storage, key: maker)] != nil {
                madeBy[RegistryScope(framework: request.framework, storage: request.storage, key: maker), default: []].append(position)
            } else if let owner = request.ownerPath, let builders = builtBy["\(request.framework.rawValue):\(owner.joined(separator: "."))"] {
                WorkCount.add(.routeEntries, builders.count)
                for builder in builders { madeBy[builder, default: []].append(position) }
                laterEntries.append(position)
            } else {
                entries.append(position)
            }
        }
        let rank = Self.ranks(of: requests)
        func order(_ left: Int, _ right: Int) -> Bool { rank[left] < rank[right] }
        // A key's provider requests are reached by the first request of it that is: later ones add nothing.
        var expanded = Set<RegistryScope>()
        func walk(from starts: [Int]) {
            var frontier = starts.filter { stepByRequest[$0] == nil }.sorted(by: order)
            for entry in frontier { stepByRequest[entry] = Step(request: entry, previous: nil) }
            while !frontier.isEmpty {
                var next: [Int] = []
                for position in frontier {
                    let scope = RegistryScope(requests[position])
                    // Whatever the code class: while tests run, app code resolves from the containers tests fill.
                    guard registrationsByScope[scope] != nil, expanded.insert(scope).inserted else { continue }
                    for made in madeBy[scope] ?? [] where stepByRequest[made] == nil {
                        stepByRequest[made] = Step(request: made, previous: position)
                        next.append(made)
                    }
                }
                frontier = next.sorted(by: order)
            }
        }
        walk(from: entries)
        walk(from: laterEntries)
    }

    /// Each request's place in the order entries are walked in, one that does not depend on where code
    /// sits: by the owner's name, then the key, then the place. Equal requests get equal ranks, so a stable
    /// sort by rank orders as a stable sort by those fields.
    static func ranks(of requests: [Request]) -> [Int] {
        let owners = requests.map { $0.ownerPath?.joined(separator: ".") ?? "" }
        func ordered(_ left: Int, _ right: Int) -> Bool {
            if owners[left] != owners[right] { return owners[left] < owners[right] }
            if requests[left].key != requests[right].key { return requests[left].key < requests[right].key }
            return requests[left].location < requests[right].location
        }
        var rank = [Int](repeating: 0, count: requests.count)
        let sorted = requests.indices.sorted(by: ordered)
        for (position, request) in sorted.enumerated() where position > 0 {
            rank[request] = rank[sorted[position - 1]] + (ordered(sorted[position - 1], request) ? 1 : 0)
        }
        return rank
    }

    /// Each traced finding with the route to its request as notes (and as `route`), from the container's
    /// start when there is one. A request no entry reaches is said to be reached by no code that runs.
    /// `routes`: made only when a finding needs them.
    static func traced(_ diagnostics: [Diagnostic], routes: @autoclosure () -> FailureRoutes) -> [Diagnostic] {
        guard diagnostics.contains(where: { tracedRules.contains($0.rule) }) else { return diagnostics }
        let routes = routes()
        return diagnostics.map { diagnostic in
            guard tracedRules.contains(diagnostic.rule), let route = routes.route(to: diagnostic) else { return diagnostic }
            var traced = diagnostic
            traced.route = route
            return traced
        }
    }

    /// The route to the request a finding sits at, or nil when it sits at none.
    func route(to diagnostic: Diagnostic) -> [Diagnostic.Note]? {
        // A finding at a module or container that serves no request points at the requests in its notes.
        let here = requestsAt[diagnostic.location]
            ?? diagnostic.notes.compactMap(\.location).lazy.compactMap { requestsAt[$0] }.first ?? []
        // The request for the finding's key, else any request there (a cycle names the key it starts from).
        let naming = here.filter { graph.requests[$0].key == diagnostic.type }
        let candidates = naming.isEmpty ? here : naming
        guard let target = candidates.min(by: { depth(of: $0) < depth(of: $1) }) else { return nil }
        guard var chain = chain(to: target) else {
            // A request dilint could not read in that container may be what builds the provider: no claim.
            let request = graph.requests[target]
            if graph.unreadRequests.contains(where: { $0.container.framework == request.framework && $0.container.storage == request.storage }) {
                return nil
            }
            return [Diagnostic.Note("route: no code that runs reaches this request; only providers nothing requests make it")]
        }
        if diagnostic.rule == DependencyCycleRule.id {
            // The cycle's own notes tell the loop: the route ends where it enters it.
            let loop = Set(diagnostic.notes.compactMap(\.location).flatMap { requestsAt[$0] ?? [] }.map { graph.requests[$0].key })
            if let entered = chain.firstIndex(where: { loop.contains(graph.requests[$0].key) }) { chain = Array(chain[...entered]) }
        }
        return notes(for: chain).map { Diagnostic.Note("route: " + $0.message, at: $0.location) }
    }

    /// The requests from an entry to `request` (its positions in the graph's requests), or nil when no
    /// entry reaches it.
    func chain(to request: Int) -> [Int]? {
        guard stepByRequest[request] != nil else { return nil }
        var chain: [Int] = []
        var current: Int? = request
        while let position = current {
            chain.insert(position, at: 0)
            current = stepByRequest[position]?.previous
        }
        return chain
    }

    /// A chain in words: the container's start when there is one, the entry, then what each step builds.
    func notes(for chain: [Int]) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        let entry = graph.requests[chain[0]]
        WorkCount.add(.routeEntries)
        if let start = firstStart[entry.framework] {
            // Shank's container is made by build(); Dirk's by start.
            let made = entry.framework == .shank ? "built" : "started"
            notes.append(.init("the \(entry.framework.displayName) container is \(made) here", at: start.location))
        }
        for (step, position) in chain.enumerated() {
            let request = graph.requests[position]
            if step == 0 {
                let owner = request.ownerPath.map { "\(request.codeClass == .test ? "the test " : "")'\($0.joined(separator: "."))' requests" }
                    ?? (request.codeClass == .test ? "test code requests" : "code outside any provider requests")
                notes.append(.init("\(owner) '\(request.key)' with \(request.form)", at: request.location))
            } else {
                // A lazily resolved wrapper asks when it is first read, not while its owner is built.
                let owner = graph.requests[chain[step - 1]].key
                notes.append(.init(request.timing == .lazy
                                   ? "'\(owner)', once built, requests '\(request.key)' with \(request.form)"
                                   : "building '\(owner)' requests '\(request.key)' with \(request.form)",
                                   at: request.location))
            }
        }
        return notes
    }

    private func depth(of request: Int) -> Int {
        var steps = 0
        var current = stepByRequest[request]?.previous
        while let position = current {
            steps += 1
            current = stepByRequest[position]?.previous
        }
        return stepByRequest[request] == nil ? Int.max : steps
    }
}
