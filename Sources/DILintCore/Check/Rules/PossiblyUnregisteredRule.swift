/// `possibly-unregistered`: a request no registration dilint read provides, in a container that code
/// dilint could not read may also fill. The `unregistered-type` check reports it: it is that finding
/// without the proof, so it never fails a run unless a team asks for a closed world.
public enum PossiblyUnregisteredRule: RuleDescription {
    public static let id = "possibly-unregistered"
    public static let defaultSeverity = Severity.note
    public static let summary = """
        A type (or a name) is requested but no registration dilint read provides it, and its container also holds code \
        dilint could not read (a module built by a helper it cannot follow, a provider whose type it cannot \
        tell, an element of a builder that is neither a module nor a provider). That code may register the \
        key, so this is not reported as an error: an error is only said when every place that could register \
        the key was read. The notes point at the unread code; making it readable (a `Module { … }` literal, \
        `Factory<P> { … }`, `… as P`) turns this into a proof either way. Teams that want a closed world \
        raise it to an error (`--strict`, or `possibly-unregistered: error` under `rules:`).
        """

    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Missing {}
            final class Screen { ↓@Inject var missing: Missing }
            func boot() { try! Dirk.start { PaymentsSDK.dependencies(environment: .live) } }
            """),
        RuleExample("""
            import Dirk
            final class Missing {}
            let make = { Missing() }
            final class Screen { ↓@Inject var missing: Missing }
            func boot() { try! Dirk.start { Module { Factory { make() } } } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Missing {}
            final class Screen { @Inject var missing: Missing }
            func boot() { try! Dirk.start { Module { Factory { Missing() } } } }
            """),
        // A helper of the project is followed: what it returns is read, so a missing key is a proof.
        RuleExample("""
            import Dirk
            final class Missing {}
            final class Screen { @Inject var missing: Missing }
            func extraModules() -> Module { Module { } }
            func boot() { try! Dirk.start { extraModules() } }
            """),
    ]

    public static let problem = "A request no code dilint read registers, in a container that code it could not read also fills."
    /// Every container with providers whose keys may be unread; the examples show Dirk's.
    public static var frameworks: [Framework] { [.dirk, .shank, .zerk] }
    public static let fix = "Make the unread code readable (a module literal, `Factory<P> { … }`, `as P`), or register the key where dilint can see it."
}
