/// The DI frameworks dilint understands. Raw values are the identifiers used in JSON and configuration.
public enum Framework: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case dirk
    case zerk
    case shank
    case injectgrail

    public var displayName: String {
        switch self {
        case .dirk: return "Dirk"
        case .zerk: return "Zerk"
        case .shank: return "Shank"
        case .injectgrail: return "InjectGrail"
        }
    }

    /// The modules a file imports to use the framework.
    public var importNames: Set<String> {
        switch self {
        case .dirk: return ["Dirk"]
        case .zerk: return ["Zerk"]
        // ZamzamCore shipped Shank's container as its own from Sep to Dec 2019 (reference/frameworks.md §0).
        case .shank: return ["Shank", "ZamzamCore"]
        case .injectgrail: return ["InjectGrail", "InjectGrailMacros"]
        }
    }

    /// What the framework's code calls a container other than its default one.
    var namedContainerWord: String { self == .zerk ? "custom storage" : "container" }

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
