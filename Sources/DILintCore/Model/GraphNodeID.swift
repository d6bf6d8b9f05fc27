/// The stable name of one node of the analysed graph: framework, container (code class and, for a
/// named container such as a Zerk custom storage, its name) and key. Written once from those parts and
/// never parsed back: whoever needs the framework reads the node's own field.
public struct GraphNodeID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// `dirk:app:Store`, `zerk:app[storage]:Player`; a module gets `module:` before its name, since a
    /// module and a key may share a name.
    public init(container: ContainerID, key: String, isModule: Bool = false) {
        let storage = container.storage.map { "[\($0)]" } ?? ""
        rawValue = "\(container.framework.rawValue):\(container.codeClass.rawValue)\(storage):\(isModule ? "module:" : "")\(key)"
    }

    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: GraphNodeID, rhs: GraphNodeID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// The stable name of one edge: its kind and ends, and `#2`, `#3`… for further sites of the same pair
/// (numbered in source order), so a finding can name the very request it is about.
public struct GraphEdgeID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(kind: AnalysisEdge.Kind, from: GraphNodeID, to: GraphNodeID, site: Int) {
        rawValue = "\(kind.rawValue):\(from.rawValue)->\(to.rawValue)\(site > 1 ? "#\(site)" : "")"
    }

    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: GraphEdgeID, rhs: GraphEdgeID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}
