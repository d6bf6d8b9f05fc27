/// Turns the linked graph of the app's code into a `DrawModel`. Test code (mocks) is not drawn.
public enum DrawModelBuilder {
    public static func build(from graph: DependencyGraph, showModules: Bool) -> DrawModel {
        var nodes: [String: DrawModel.Node] = [:]
        var edges: [DrawModel.Edge] = []
        let registrations = graph.registrations.filter { $0.codeClass == .app }

        func id(_ framework: Framework, _ key: String) -> String { "\(framework.rawValue):\(key)" }
        func typeKind(_ type: TypeRef) -> DrawModel.NodeKind {
            guard let path = type.nominalPath, let declaration = graph.index.type(at: path) else { return .service }
            return declaration.kind == .protocol ? .service : .implementation
        }

        for registration in registrations {
            let keyID = id(registration.framework, registration.key)
            nodes[keyID] = DrawModel.Node(
                id: keyID, label: registration.key, kind: typeKind(registration.keyType), framework: registration.framework,
                lifetime: registration.lifetime, location: registration.location, container: registration.moduleName,
                onCycle: false)
        }
        for registration in registrations {
            let keyID = id(registration.framework, registration.key)
            if let implementation = registration.implementation, implementation.canonical != registration.key {
                let implementationID = id(registration.framework, implementation.canonical)
                if nodes[implementationID] == nil {
                    nodes[implementationID] = DrawModel.Node(
                        id: implementationID, label: implementation.canonical, kind: .implementation,
                        framework: registration.framework, lifetime: registration.lifetime,
                        location: graph.index.type(at: implementation.nominalPath ?? [])?.location,
                        container: registration.moduleName, onCycle: false)
                }
                edges.append(.init(from: keyID, to: implementationID, kind: .provides, timing: .initTime,
                                   location: registration.location, onCycle: false))
            }
            if showModules, let module = registration.moduleName {
                let moduleID = id(registration.framework, "module:" + module)
                nodes[moduleID] = nodes[moduleID] ?? DrawModel.Node(
                    id: moduleID, label: module, kind: .module, framework: registration.framework, lifetime: nil,
                    location: graph.index.type(at: module.split(separator: ".").map(String.init))?.location,
                    container: nil, onCycle: false)
                edges.append(.init(from: moduleID, to: keyID, kind: .provides, timing: .initTime,
                                   location: registration.location, onCycle: false))
            }
        }

        let appEdges = graph.edges.filter { $0.container.codeClass == .app }
        for edge in appEdges {
            edges.append(.init(from: id(edge.container.framework, edge.from), to: id(edge.container.framework, edge.to),
                               kind: .depends, timing: edge.timing, location: edge.location, onCycle: false))
        }

        // Consumers that are not registered themselves (views, controllers) still show what they inject.
        let builtTypes = Set(registrations.compactMap { ($0.implementation ?? $0.keyType).nominalPath })
        for request in graph.requests where request.codeClass == .app && request.providerKey == nil {
            guard let owner = request.ownerPath, !builtTypes.contains(owner) else { continue }
            let ownerName = owner.joined(separator: ".")
            let ownerID = id(request.framework, ownerName)
            if nodes[ownerID] == nil {
                nodes[ownerID] = DrawModel.Node(
                    id: ownerID, label: ownerName, kind: .injectable, framework: request.framework, lifetime: nil,
                    location: graph.index.type(at: owner)?.location, container: nil, onCycle: false)
            }
            edges.append(.init(from: ownerID, to: id(request.framework, request.key), kind: .injects,
                               timing: request.timing, location: request.location, onCycle: false))
        }

        if let grail = graph.injectGrail { InjectGrailDrawing.add(grail, to: &nodes, edges: &edges) }
        // Factory methods of module types (Shank `component()`), clustered by their module type.
        for component in graph.components where component.codeClass == .app {
            let componentID = id(component.framework, component.key)
            let ownerName = component.ownerPath.joined(separator: ".")
            nodes[componentID] = DrawModel.Node(
                id: componentID, label: component.key, kind: typeKind(component.returnType), framework: component.framework,
                lifetime: nil, location: component.location, container: ownerName, onCycle: false)
            if nodes[id(component.framework, ownerName)] != nil {
                edges.append(.init(from: id(component.framework, ownerName), to: componentID, kind: .provides,
                                   timing: .lazy, location: component.location, onCycle: false))
            }
        }

        // Every edge target that nothing registers is a missing key, drawn as a ghost.
        for edge in edges where nodes[edge.to] == nil {
            let parts = edge.to.split(separator: ":", maxSplits: 1).map(String.init)
            nodes[edge.to] = DrawModel.Node(
                id: edge.to, label: parts.count == 2 ? parts[1] : edge.to, kind: .missing,
                framework: Framework(rawValue: parts[0]) ?? .dirk, lifetime: nil, location: nil, container: nil,
                onCycle: false)
        }

        var model = DrawModel(nodes: nodes.values.sorted { $0.id < $1.id }, edges: deduplicated(edges))
        markCycles(in: &model)
        return model
    }

    /// One edge per (from, to, kind): the earliest site, init-time when any site is.
    private static func deduplicated(_ edges: [DrawModel.Edge]) -> [DrawModel.Edge] {
        var kept: [String: DrawModel.Edge] = [:]
        for edge in edges {
            let key = "\(edge.from)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)"
            guard var existing = kept[key] else { kept[key] = edge; continue }
            if edge.timing == .initTime { existing.timing = .initTime }
            if let location = edge.location, existing.location.map({ location < $0 }) ?? true { existing.location = location }
            kept[key] = existing
        }
        return kept.values.sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
    }

    /// Nodes and `depends` edges inside a strongly connected component form cycles.
    private static func markCycles(in model: inout DrawModel) {
        var successors: [String: [String]] = [:]
        for edge in model.edges where edge.kind == .depends { successors[edge.from, default: []].append(edge.to) }
        let components = StronglyConnectedComponents.of(nodes: model.nodes.map(\.id), successors: successors)
        var component: [String: Int] = [:]
        for (number, members) in components.enumerated() {
            let isCycle = members.count > 1 || (successors[members[0]] ?? []).contains(members[0])
            if isCycle { for member in members { component[member] = number } }
        }
        for index in model.nodes.indices where component[model.nodes[index].id] != nil {
            model.nodes[index].onCycle = true
        }
        for index in model.edges.indices where model.edges[index].kind == .depends {
            let edge = model.edges[index]
            if let from = component[edge.from], from == component[edge.to] { model.edges[index].onCycle = true }
        }
    }
}
