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
        let groups = Dictionary(grouping: graph.registrations) {
            [$0.framework.rawValue, $0.codeClass.rawValue, $0.storage ?? "", $0.containerInstance ?? "", $0.key]
        }
        for (_, group) in groups where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, later) in sorted.enumerated() {
                // Two different types under one unqualified key are a key collision, a rule of its own.
                // Searched from the nearest backwards, lazily: a long list of one registration repeated
                // finds its answer at once instead of filtering every earlier one (linear, not quadratic).
                // Registrations in different cases of one `switch` (or `if` and `else`) never run together.
                let candidates = sorted[..<position].reversed().lazy.filter {
                    !KeyCollisionRule.collide($0, later) && !RunTimeBranch.exclusive($0.branch, later.branch)
                }
                // Prefer the registration that is always present alongside this one.
                guard let before = candidates.first(where: { $0.conditions.holds(whenever: later.conditions) })
                    ?? candidates.first(where: { !$0.conditions.isExclusive(with: later.conditions) })
                else { continue }
                // Said at the registration that wins where the order is known, wherever the two are written.
                let (earlier, later) = Self.registeredFirst(later, before) ? (later, before) : (before, later)
                // A provider pasted twice needs no decision about which one wins.
                let consequence = earlier.providerText != nil && earlier.providerText == later.providerText
                    ? "the same provider twice; delete one" : winner(earlier, later)
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: later.framework,
                    message: "'\(later.key)' is registered twice in the \(later.framework.displayName) container\(when(earlier, later)); \(consequence)",
                    location: later.location, type: later.key,
                    notes: [.init("also registered here", at: earlier.location)], subject: .duplicateRegistration,
                    sites: [.registration(later)]))
            }
        }
        return diagnostics
    }

    /// Whether `one` is known to be registered before `other` in the container's order.
    private static func registeredFirst(_ one: Registration, _ other: Registration) -> Bool {
        guard let first = one.order, let second = other.order, one.orderScope == other.orderScope else { return false }
        return first.lexicographicallyPrecedes(second)
    }

    private func when(_ earlier: Registration, _ later: Registration) -> String {
        let conditions = later.conditions + earlier.conditions.filter { mine in !later.conditions.contains { $0.isEquivalent(to: mine) } }
        return conditions.isEmpty ? "" : " when \(conditions.displayText)"
    }

    private func winner(_ earlier: Registration, _ later: Registration) -> String {
        guard Self.registeredFirst(earlier, later) else {
            return "which one \(later.framework.displayName) keeps depends on the order of registration at run time"
        }
        return "\(later.framework.displayName) keeps the last registration, so this one replaces the one at \(earlier.location)"
    }
}
