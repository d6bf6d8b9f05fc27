/// One edge of the analysed graph at one site: a request, a registration's implementation, a module's
/// provider, an injector's child. Several sites of one pair are several edges; a picture merges them.
public struct AnalysisEdge: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A module provides a key; a key is provided by an implementation.
        case provides
        /// Building the source needs the target.
        case depends
        /// An unregistered consumer (or an InjectGrail injectable) has the target injected.
        case injects
    }

    public var id: GraphEdgeID
    public var kind: Kind
    public var from: GraphNodeID
    public var to: GraphNodeID
    public var timing: Timing
    public var location: SourceLocation?
}
