/// One node of the analysed graph: a registry key, the type that implements it, a module, an injector,
/// a consumer, or a key that is requested but registered nowhere in the analysed code.
public struct AnalysisNode: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
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
        /// Requested, but registered nowhere in the analysed code. Whether that is a crash is the
        /// findings' call (an `external:` type, an Optional request or a suppression say it is not).
        case unregistered
    }

    public var id: GraphNodeID
    public var framework: Framework
    public var codeClass: CodeClass
    /// The named container (Zerk custom storage); nil for the framework's own.
    public var storage: String?
    /// The registry key, type name, module name or injector name, as the framework spells it.
    public var key: String
    public var kind: Kind
    public var lifetime: Lifetime?
    public var location: SourceLocation?
    /// The module or other grouping it is registered in, for clustering.
    public var module: String?

    public init(container: ContainerID, key: String, kind: Kind, lifetime: Lifetime? = nil, location: SourceLocation? = nil,
                module: String? = nil) {
        id = GraphNodeID(container: container, key: key, isModule: kind == .module)
        framework = container.framework
        codeClass = container.codeClass
        storage = container.storage
        self.key = key
        self.kind = kind
        self.lifetime = lifetime
        self.location = location
        self.module = module
    }
}
