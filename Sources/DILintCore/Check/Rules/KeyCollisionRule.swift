/// `key-collision`: two different types registered under one key because the framework keys by the
/// unqualified type name (Shank's `String(describing:)`), so `A.Service` and `B.Service` overwrite each other.
public struct KeyCollisionRule: Rule {
    public static let id = "key-collision"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        Two different types are registered in one container under the same key, because the framework \
        keys registrations by the unqualified type name: two types named `Service` nested in different \
        scopes share the key 'Service'. The last registration replaces the other, so resolving the replaced type finds a \
        value of the wrong type and crashes with a message that names the right key: an error when the \
        replaced type is requested and the value that wins is proved not to be one, a warning when \
        nothing requests it or dilint cannot tell (nothing when the winner is also of the replaced type). \
        Frameworks that qualify their keys (Dirk) never collide.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = Dictionary(grouping: graph.registrations) {
            [$0.framework.rawValue, $0.codeClass.rawValue, $0.containerInstance ?? "", $0.key]
        }
        for (_, group) in groups where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            let previousOtherType = Self.previousOtherType(in: sorted)
            for (position, later) in sorted.enumerated() {
                guard let earlier = Self.nearestColliding(before: position, in: sorted, previousOtherType: previousOtherType),
                      let severity = Self.severity(winner: later, replaced: earlier, graph: graph)
                else { continue }
                let name = later.framework.displayName
                let outcome = severity == .error ? "and resolving the replaced type crashes"
                    : "so resolving '\(earlier.keyType.canonical)' finds the other value, which fails its cast unless it is also a '\(earlier.keyType.canonical)'"
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: severity, framework: later.framework,
                    message: "'\(later.keyType.canonical)' and '\(earlier.keyType.canonical)' are both registered under the key '\(later.key)': \(name) keys by the unqualified type name, so the last registration replaces the other \(outcome)",
                    location: later.location, type: later.key,
                    notes: [.init("'\(earlier.keyType.canonical)' is registered here", at: earlier.location)], sites: [.registration(later)]))
            }
        }
        return diagnostics
    }

    /// What replacing a registration costs: nothing when the value that wins is also of the replaced type (its
    /// cast succeeds); an error when the replaced type is requested and the winner is proved not to be one; else
    /// a warning (a registration lost, a crash only if something dilint did not read resolves it).
    private static func severity(winner: Registration, replaced: Registration, graph: DependencyGraph) -> Severity? {
        guard let wanted = replaced.keyType.nominalPath else { return .warning }
        let verdict = ProvidedValue.isA(winner, wanted, index: graph.index)
        if verdict == true { return nil }
        let requested = graph.requests.contains {
            $0.framework == replaced.framework && $0.key == replaced.key && $0.keyType.canonical == replaced.keyType.canonical
        }
        return requested && verdict == false ? .error : .warning
    }

    /// For each position, the nearest earlier position whose type differs from that position's own type:
    /// the search below steps over a run of one type in one step.
    private static func previousOtherType(in sorted: [Registration]) -> [Int?] {
        var result: [Int?] = Array(repeating: nil, count: sorted.count)
        for position in sorted.indices.dropFirst() {
            let previous = position - 1
            result[position] = sorted[previous].keyType.canonical != sorted[position].keyType.canonical
                ? previous : result[previous]
        }
        return result
    }

    /// The nearest earlier registration that collides with the one at `position` and can be present with it.
    private static func nearestColliding(before position: Int, in sorted: [Registration], previousOtherType: [Int?]) -> Registration? {
        let later = sorted[position]
        var candidate = position - 1
        while candidate >= 0 {
            let earlier = sorted[candidate]
            if earlier.keyType.canonical == later.keyType.canonical {
                guard let other = previousOtherType[candidate] else { return nil }
                candidate = other
                continue
            }
            if collide(earlier, later) && !earlier.conditions.isExclusive(with: later.conditions) { return earlier }
            candidate -= 1
        }
        return nil
    }

    /// Two registrations keyed by their types whose keys match only because the names are unqualified.
    static func collide(_ first: Registration, _ second: Registration) -> Bool {
        first.name == nil && second.name == nil && first.key == second.key
            && first.keyType.canonical != second.keyType.canonical
    }
}
