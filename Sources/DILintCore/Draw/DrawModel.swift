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
        /// A missing key and the type that conforms to it but was registered under its own type: the
        /// registration that forgot `as Key` (the unregistered-type finding's note says which).
        case conforms
    }

    public struct Node: Sendable, Equatable {
        /// Stable across runs: `framework:key`, `framework[storage]:key` for a named container's key,
        /// `framework:module:Name` for a module. Made from the analysis node's fields, never parsed.
        public var id: String
        public var label: String
        public var kind: NodeKind
        public var framework: Framework
        public var lifetime: Lifetime?
        public var location: SourceLocation?
        /// The module or container it is registered in, for clustering.
        public var container: String?
        /// On a cycle the report shows (with `trouble` its severity).
        public var onCycle: Bool
        /// The worst severity of the findings drawn on it (a missing key, a cycle); nil when none is.
        public var trouble: Severity? = nil
        /// The analysis result's node drawn here, so the picture's data and the result share ids.
        public var analysisID: GraphNodeID? = nil
        /// The type a focused picture was asked for, drawn so it stands out.
        public var focused = false
        /// The findings on it, as the report words them (its tooltip quotes them).
        public var findings: [String] = []
        /// Short words drawn under its name: `#if DEBUG`, `registered 2×`.
        public var marks: [String] = []
        /// An unused-registration finding is on it: nothing that runs requests it.
        public var unused = false
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var timing: Timing
        public var location: SourceLocation?
        /// A step of a cycle the report shows, drawn in the colour of `trouble`.
        public var onCycle: Bool
        public var trouble: Severity? = nil
        /// The analysis result's edges merged into this one (one per site).
        public var analysisIDs: [GraphEdgeID] = []
        /// The findings on it, as the report words them.
        public var findings: [String] = []
    }
}
