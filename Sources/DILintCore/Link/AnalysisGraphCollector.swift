/// The linked graph as nodes and edges under stable ids, for both code classes: registered keys, the
/// implementations and modules that provide them, consumers that are not registered, InjectGrail's
/// injectors, Shank components, and the keys requested but registered nowhere. This is the one place
/// that decides what the graph's nodes are; pictures only choose which of them to show.
struct AnalysisGraphCollector {
    private let graph: DependencyGraph
    private var nodes: [GraphNodeID: AnalysisNode] = [:]
    /// Edges whose ends are named by container and key, resolved once every node is known (a component
    /// or an injector added late may be what an earlier request needs).
    private var pending: [PendingEdge] = []

    private struct End: Hashable {
        var container: ContainerID
        var key: String
        var isModule = false
    }

    /// The ends and kind an edge's sites share.
    private struct EdgePair: Hashable {
        var kind: AnalysisEdge.Kind
        var from: GraphNodeID
        var to: GraphNodeID
    }

    private struct PendingEdge {
        var kind: AnalysisEdge.Kind
        var from: End
        var to: End
        var timing: Timing
        var location: SourceLocation?
        /// The sites a finding names to mean this edge.
        var sites: [GraphSite] = []
    }

    /// The graph's nodes and edges.
    struct Collected: Sendable {
        var nodes: [AnalysisNode]
        var edges: [AnalysisEdge]
        /// Which nodes and edges a finding is about, indexed with them: on a spare thread when the
        /// collecting runs beside the rules, instead of at the serial end of the run.
        var findingIDs: FindingGraphIDs
    }

    static func collect(_ graph: DependencyGraph) -> Collected {
        var collector = AnalysisGraphCollector(graph: graph)
        for codeClass in [CodeClass.app, .test] { collector.add(codeClass) }
        return collector.resolved()
    }

    private init(graph: DependencyGraph) { self.graph = graph }

    private func typeKind(_ type: TypeRef) -> AnalysisNode.Kind {
        guard let path = type.nominalPath, let declaration = graph.index.type(at: path) else { return .service }
        return declaration.kind == .protocol ? .service : .implementation
    }

    private mutating func addIfNew(_ node: AnalysisNode) {
        if nodes[node.id] == nil { nodes[node.id] = node }
    }

    private mutating func add(_ codeClass: CodeClass) {
        // The registrations' own storage, not a filtered copy of each (they are large).
        let registrations = graph.registrations.lazy.filter { $0.codeClass == codeClass }
        // The last registration of a key names its node, as the container keeps the last one.
        for registration in registrations {
            let node = AnalysisNode(container: registration.container, key: registration.key, kind: typeKind(registration.keyType),
                                    lifetime: registration.lifetime, location: registration.location, module: registration.moduleName)
            nodes[node.id] = node
        }
        for registration in registrations {
            let key = End(container: registration.container, key: registration.key)
            let site = GraphSite.registration(registration)
            if let implementation = registration.implementation, implementation.canonical != registration.key {
                addIfNew(AnalysisNode(container: registration.container, key: implementation.canonical, kind: .implementation,
                                      lifetime: registration.lifetime,
                                      location: graph.index.type(at: implementation.nominalPath ?? [])?.location,
                                      module: registration.moduleName))
                pending.append(.init(kind: .provides, from: key, to: End(container: registration.container, key: implementation.canonical),
                                     timing: .initTime, location: registration.location, sites: [site]))
            }
            // `Tracker.shared` or `makeClient()` hands the value out: drawn as what provides the key, so a key
            // with no type built in place does not look like a protocol nobody implements.
            if registration.implementation == nil, let provider = registration.providedBy, provider != registration.key {
                addIfNew(AnalysisNode(container: registration.container, key: provider, kind: .implementation,
                                      lifetime: registration.lifetime, location: registration.location,
                                      module: registration.moduleName))
                pending.append(.init(kind: .provides, from: key, to: End(container: registration.container, key: provider),
                                     timing: .initTime, location: registration.location, sites: [site]))
            }
            if let module = registration.moduleName {
                addIfNew(AnalysisNode(container: registration.container, key: module, kind: .module,
                                      location: graph.index.type(at: module.split(separator: ".").map(String.init))?.location))
                pending.append(.init(kind: .provides, from: End(container: registration.container, key: module, isModule: true), to: key,
                                     timing: .initTime, location: registration.location, sites: [site]))
            }
        }

        // An edge lives in its source's container; its target is looked up in the container the request
        // reads (a Shank module in one container may resolve from another, a Zerk storage is its own).
        var readContainers: [SourceLocation: [String: ContainerID]] = [:]
        for request in graph.requests where request.codeClass == codeClass {
            readContainers[request.location, default: [:]][request.key] = request.container
        }
        for edge in graph.edges where edge.container.codeClass == codeClass {
            var read = readContainers[edge.location]?[edge.to] ?? edge.container
            if read.framework != edge.container.framework { read = edge.container }
            read.codeClass = edge.container.codeClass
            pending.append(.init(kind: .depends, from: End(container: edge.container, key: edge.from),
                                 to: End(container: read, key: edge.to), timing: edge.timing, location: edge.location,
                                 sites: [.step(edge), .request(framework: edge.container.framework, key: edge.to, location: edge.location)]))
        }

        // Consumers that are not registered themselves (views, controllers) still show what they inject.
        let builtTypes = Set(registrations.compactMap { ($0.implementation ?? $0.keyType).nominalPath })
        for request in graph.requests where request.codeClass == codeClass && request.providerKey == nil {
            guard let owner = request.ownerPath, !builtTypes.contains(owner) else { continue }
            let ownerContainer = ContainerID(framework: request.framework, codeClass: codeClass)
            let ownerName = owner.joined(separator: ".")
            addIfNew(AnalysisNode(container: ownerContainer, key: ownerName, kind: .injectable, location: graph.index.type(at: owner)?.location))
            // The key is looked up in the container the request reads (a Zerk custom storage is its own).
            pending.append(.init(kind: .injects, from: End(container: ownerContainer, key: ownerName),
                                 to: End(container: request.container, key: request.key), timing: request.timing, location: request.location,
                                 sites: [.request(request)]))
        }

        if codeClass == .app, let grail = graph.injectGrail { addInjectGrail(grail) }
        // Factory methods of module types (Shank `component()`), grouped by their module type.
        for component in graph.components where component.codeClass == codeClass {
            let container = ContainerID(framework: component.framework, codeClass: codeClass)
            let ownerName = component.ownerPath.joined(separator: ".")
            let node = AnalysisNode(container: container, key: component.key, kind: typeKind(component.returnType),
                                    location: component.location, module: ownerName)
            nodes[node.id] = node
            if nodes[GraphNodeID(container: container, key: ownerName)] != nil {
                pending.append(.init(kind: .provides, from: End(container: container, key: ownerName),
                                     to: End(container: container, key: component.key), timing: .lazy, location: component.location))
            }
        }
    }

    /// The root and the injectors, the injectables built with them; the Injects graph between injectors
    /// comes from the graph's edges like any other.
    private mutating func addInjectGrail(_ grail: InjectGrailGraph) {
        let container = ContainerID(framework: .injectgrail, codeClass: .app)
        func end(_ name: String) -> End { End(container: container, key: name) }
        for injector in grail.injectors { addIfNew(AnalysisNode(container: container, key: injector.name, kind: .injector, location: injector.location)) }
        for injectable in grail.injectables {
            addIfNew(AnalysisNode(container: container, key: injectable.name, kind: .injectable, location: injectable.location))
            if let injector = injectable.injector {
                pending.append(.init(kind: .injects, from: end(injectable.name), to: end(injector), timing: .initTime, location: injectable.location,
                                     sites: [.request(framework: .injectgrail, key: injector, location: injectable.location)]))
            }
        }
        // The root builds what no injectable injects; an edge to every injector would hide the tree.
        guard let root = grail.roots.first else { return }
        addIfNew(AnalysisNode(container: container, key: root.name, kind: .injector, location: root.location))
        let injected = Set(grail.injections.map(\.childInjector))
        for injector in grail.injectors where !injected.contains(injector.name) {
            pending.append(.init(kind: .injects, from: end(root.name), to: end(injector.name), timing: .initTime, location: root.location))
        }
    }

    /// The node an end names: its own container's, else (for test code, which sees the app's
    /// registrations) the app's, else a key registered nowhere, added as such.
    private mutating func node(for end: End) -> GraphNodeID {
        let own = GraphNodeID(container: end.container, key: end.key, isModule: end.isModule)
        if nodes[own] != nil { return own }
        if end.container.codeClass == .test {
            var app = end.container
            app.codeClass = .app
            let served = GraphNodeID(container: app, key: end.key, isModule: end.isModule)
            if nodes[served] != nil { return served }
        }
        nodes[own] = AnalysisNode(container: end.container, key: end.key, kind: .unregistered)
        return own
    }

    private mutating func resolved() -> Collected {
        let ends = pending.map { (edge: $0, from: node(for: $0.from), to: node(for: $0.to)) }
        var siteNodes: [GraphSite: GraphNodeID] = [:]
        for request in graph.requests {
            siteNodes[.request(request)] = node(for: End(container: request.container, key: request.key))
        }
        // Sites of one pair are numbered in source order, so ids do not depend on the order of collection.
        let grouped = Dictionary(grouping: ends) { EdgePair(kind: $0.edge.kind, from: $0.from, to: $0.to) }
        var edges: [AnalysisEdge] = []
        var siteEdges: [GraphSite: [GraphEdgeID]] = [:]
        for group in grouped.values {
            let sites = group.sorted { lhs, rhs in
                switch (lhs.edge.location, rhs.edge.location) {
                case let (left?, right?): return left < right || (left == right && lhs.edge.timing == .initTime && rhs.edge.timing == .lazy)
                case (nil, _?): return true
                default: return false
                }
            }
            for (position, site) in sites.enumerated() {
                let id = GraphEdgeID(kind: site.edge.kind, from: site.from, to: site.to, site: position + 1)
                edges.append(AnalysisEdge(id: id, kind: site.edge.kind, from: site.from, to: site.to, timing: site.edge.timing,
                                          location: site.edge.location))
                for named in site.edge.sites {
                    siteEdges[named, default: []].append(id)
                    switch named {
                    case .step: siteNodes[named] = site.from
                    // A request the graph holds no `Request` for (an injectable's injector): what its edge reaches.
                    case .request: if siteNodes[named] == nil { siteNodes[named] = site.to }
                    default: break
                    }
                }
            }
        }
        let (sortedNodes, sortedEdges) = (nodes.values.sorted { $0.id < $1.id }, edges.sorted { $0.id < $1.id })
        return Collected(nodes: sortedNodes, edges: sortedEdges,
                         findingIDs: FindingGraphIDs(nodes: Set(nodes.keys), siteNodes: siteNodes, siteEdges: siteEdges))
    }
}
