/// A part of the linked graph a finding is about, as the rule that made it holds it: the finding names
/// exactly these sites' nodes and edges (`FindingGraphIDs`), never whatever else sits at its place.
public enum GraphSite: Hashable, Sendable {
    /// A request: the edges drawn for it and the node of the key it asks for.
    case request(framework: Framework, key: String, location: SourceLocation)
    /// One step of a loop, or any request between two keys: its depends edge and the node it starts at.
    case step(container: ContainerID, from: String, to: String, location: SourceLocation)
    /// A registration: the node of its key and the edges that provide it there (from its module, to what
    /// builds it).
    case registration(container: ContainerID, key: String, location: SourceLocation)
    /// A module, an injector, an injectable: its node.
    case node(GraphNodeID)

    public static func request(_ request: Request) -> GraphSite {
        .request(framework: request.framework, key: request.key, location: request.location)
    }

    public static func step(_ edge: Edge) -> GraphSite {
        .step(container: edge.container, from: edge.from, to: edge.to, location: edge.location)
    }

    /// An InjectGrail injector or injectable, by its name.
    public static func injectGrail(_ name: String) -> GraphSite {
        .node(GraphNodeID(container: ContainerID(framework: .injectgrail, codeClass: .app), key: name))
    }

    public static func registration(_ registration: Registration) -> GraphSite {
        .registration(container: registration.container, key: registration.key, location: registration.location)
    }
}
