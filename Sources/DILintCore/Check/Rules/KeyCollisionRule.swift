/// `key-collision`: two different types registered under one key because the framework keys by the
/// unqualified type name (Shank's `String(describing:)`), so `A.Service` and `B.Service` overwrite each other.
public struct KeyCollisionRule: Rule {
    public static let id = "key-collision"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        Two different types are registered in one container under the same key, because the framework \
        keys registrations by the unqualified type name: two types named `Service` nested in different \
        scopes share the key 'Service'. The last registration replaces the other, so resolving the replaced type finds a \
        value of the wrong type and crashes with a message that names the right key. Frameworks that \
        qualify their keys (Dirk) never collide.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = Dictionary(grouping: graph.registrations) {
            [$0.framework.rawValue, $0.codeClass.rawValue, $0.containerInstance ?? "", $0.key]
        }
        for (_, group) in groups where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, later) in sorted.enumerated() {
                guard let earlier = sorted[..<position].last(where: {
                    Self.collide($0, later) && !$0.conditions.isExclusive(with: later.conditions)
                }) else { continue }
                let name = later.framework.displayName
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: later.framework,
                    message: "'\(later.keyType.canonical)' and '\(earlier.keyType.canonical)' are both registered under the key '\(later.key)': \(name) keys by the unqualified type name, so the last registration replaces the other and resolving the replaced type crashes",
                    location: later.location, type: later.key,
                    notes: [.init("'\(earlier.keyType.canonical)' is registered here", at: earlier.location)]))
            }
        }
        return diagnostics
    }

    /// Two registrations keyed by their types whose keys match only because the names are unqualified.
    static func collide(_ first: Registration, _ second: Registration) -> Bool {
        first.name == nil && second.name == nil && first.key == second.key
            && first.keyType.canonical != second.keyType.canonical
    }
}
