/// The DI frameworks dilint understands. Raw values are the identifiers used in JSON and configuration;
/// everything else about a framework is its plug-in's (`FrameworkPlugins`).
public enum Framework: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case dirk
    case zerk
    case shank
    case injectgrail

    public var displayName: String { plugin.displayName }

    /// The modules a file imports to use the framework.
    public var importNames: Set<String> { plugin.importNames }

    /// What the framework's code calls a container other than its default one.
    var namedContainerWord: String { plugin.wording.namedContainer }

    public static func < (lhs: Framework, rhs: Framework) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether a file belongs to the app or to its tests; test registrations never satisfy app requests.
public enum CodeClass: String, Codable, Hashable, Sendable {
    case app
    case test
}

/// How long a provided instance lives.
public enum Lifetime: String, Codable, Hashable, Sendable {
    case singleton
    case scoped
    case transient
    case factory
}

/// When a dependency is resolved relative to its owner's construction; only init-time edges can
/// make construction recurse forever.
public enum Timing: String, Codable, Hashable, Sendable {
    case initTime = "init"
    case lazy
}
