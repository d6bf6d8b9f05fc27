/// `duplicate-registration`: one key provided twice in one container; the runtime silently keeps one.
public struct DuplicateRegistrationRule: Rule {
    public static let id = "duplicate-registration"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        The same key is registered twice in one container. Nothing fails: the runtime silently keeps the \
        last registration, so the other provider is dead code or, worse, the one you meant to use. \
        Registrations in different branches of one `#if` are not duplicates.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = Dictionary(grouping: graph.registrations) { [$0.framework.rawValue, $0.codeClass.rawValue, $0.key] }
        for (_, group) in groups where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, later) in sorted.enumerated() {
                guard let earlier = sorted[..<position].last(where: { !$0.conditions.isExclusive(with: later.conditions) })
                else { continue }
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: later.framework,
                    message: "'\(later.key)' is registered more than once in the \(later.framework.displayName) container; \(winner(earlier, later))",
                    location: later.location, type: later.key,
                    notes: [.init("also registered here", at: earlier.location)]))
            }
        }
        return diagnostics
    }

    private func winner(_ earlier: Registration, _ later: Registration) -> String {
        guard let first = earlier.order, let second = later.order else {
            return "the one registered last at run time wins"
        }
        let last = first.lexicographicallyPrecedes(second) ? later : earlier
        return "the last one registered wins, so the provider at \(last.location) is used"
    }
}
