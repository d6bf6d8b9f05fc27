/// What `dilint lint --fix` does for each rule that has fixes, for `dilint explain` and docs/rules.md.
/// Only these rules attach fixes, and only where the edit is unambiguous.
public enum FixCatalog {
    public static let automatic: [String: String] = [
        UnregisteredTypeRule.id: "when exactly one registration of the container builds a type conforming to the protocol asked for, "
            + "and nothing requests the key it has now: adds ` as P` to the value (Zerk, Shank) or `<P>` to `Singleton`/`Factory` (Dirk).",
        ClosureKeyRule.id: "a Zerk builder closure of one expression and no type list becomes the value form: "
            + "`.singleton { X() as P }` → `.singleton(X() as P)`.",
        ArgumentMismatchRule.id: "a misspelt label that is the nearest to exactly one name the only builder reads is renamed: "
            + "`.arguments(templte: …)` → `.arguments(template: …)`.",
        MissingBootstrapRule.id: "when the app's code has one Shank `Dependencies { … }`, never built, written as a statement of its own: "
            + "adds `.build()` after it. A stored container, or a missing `Dirk.start`, is left to you: where the app starts is not one obvious place.",
    ]

    /// The sentence for one rule, or nil when it has no fixes.
    public static func sentence(for id: String) -> String? {
        automatic[id].map { "`dilint lint --fix` applies it " + $0 }
    }
}
