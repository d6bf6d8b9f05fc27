/// What a diagram shows, independent of how it is drawn: nodes with their DI kind and lifetime,
/// edges with their kind and timing. Graphviz, Mermaid and JSON writers all read this one model.
public struct DrawModel: Sendable, Equatable {
    public var nodes: [Node]
    public var edges: [Edge]

    public enum NodeKind: String, Sendable, CaseIterable {
        /// A registry key that is a protocol (or a type outside the analysed code).
        case service
        /// A concrete type, registered or built by a provider.
        case implementation
        /// A grouping of providers (Dirk `Module`).
        case module
        /// An injector (InjectGrail).
        case injector
        /// A type that receives injections but is not itself registered (views, view controllers).
        case injectable
        /// A requested key that nothing registers.
        case missing
    }

    public enum EdgeKind: String, Sendable {
        /// A module provides a key; a key is provided by an implementation.
        case provides
        /// Building the source needs the target.
        case depends
        /// An unregistered consumer has the target injected.
        case injects
    }

    public struct Node: Sendable, Equatable {
        /// Stable across runs: `framework:key`.
        public var id: String
        public var label: String
        public var kind: NodeKind
        public var framework: Framework
        public var lifetime: Lifetime?
        public var location: SourceLocation?
        /// The module or container it is registered in, for clustering.
        public var container: String?
        public var onCycle: Bool
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var timing: Timing
        public var location: SourceLocation?
        public var onCycle: Bool
    }

    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
}
