/// InjectGrail's part of a diagram: the root and the injectors (hexagons), the injectables built with
/// them, and the Injects graph between injectors (added from the graph's edges like any other).
enum InjectGrailDrawing {
    static func add(_ grail: InjectGrailGraph, to nodes: inout [String: DrawModel.Node], edges: inout [DrawModel.Edge]) {
        func id(_ name: String) -> String { "\(Framework.injectgrail.rawValue):\(name)" }
        func addNode(_ name: String, kind: DrawModel.NodeKind, location: SourceLocation) {
            if nodes[id(name)] == nil {
                nodes[id(name)] = DrawModel.Node(id: id(name), label: name, kind: kind, framework: .injectgrail, lifetime: nil,
                                                 location: location, container: nil, onCycle: false)
            }
        }
        for injector in grail.injectors { addNode(injector.name, kind: .injector, location: injector.location) }
        for injectable in grail.injectables {
            addNode(injectable.name, kind: .injectable, location: injectable.location)
            if let injector = injectable.injector {
                edges.append(.init(from: id(injectable.name), to: id(injector), kind: .injects, timing: .initTime,
                                   location: injectable.location, onCycle: false))
            }
        }
        // The root builds what no injectable injects; drawing an edge to every injector would hide the tree.
        guard let root = grail.roots.first else { return }
        addNode(root.name, kind: .injector, location: root.location)
        let injected = Set(grail.injections.map(\.childInjector))
        for injector in grail.injectors where !injected.contains(injector.name) {
            edges.append(.init(from: id(root.name), to: id(injector.name), kind: .injects, timing: .initTime,
                               location: root.location, onCycle: false))
        }
    }
}
