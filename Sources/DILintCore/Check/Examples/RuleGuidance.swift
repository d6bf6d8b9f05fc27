// What `dilint rules` says of each rule in one line (the problem, not its background) and what
// `dilint explain` tells to change. Kept beside the examples, which show the same in code.

extension UnregisteredTypeRule {
    public static let problem = "A requested type that no provider registers: resolving it crashes at run time."
    public static let fix = """
        Register the key the code asks for in a module or container that the app starts: usually the \
        protocol, not the concrete type (`Factory<P> { X() }`, `X() as P`, `.singleton(X() as P)`).
        """
}

extension DependencyCycleRule {
    public static let problem = "Types whose construction needs themselves: resolving any of them overflows the stack."
    public static let fix = """
        Break the cycle: let one member take its dependency lazily (`@Resolve`, a lazily read `@Inject`), \
        pass it a closure or a narrower protocol, or move the shared part into a type of its own.
        """
}

extension DuplicateRegistrationRule {
    public static let problem = "One key registered twice in a container: the last silently wins."
    public static let fix = "Delete the registration you do not mean, or put the two in exclusive `#if` branches."
}

extension MissingBootstrapRule {
    public static let problem = "The container is never started or built (or started twice): every request fails."
    public static let fix = """
        Start the container once when the app launches: `Dirk.start { … }` (with `Dirk.stop()` before a \
        second start), or `dependencies.build()` for each Shank `Dependencies { … }` container.
        """
}

extension ArgumentMismatchRule {
    public static let problem = "Zerk arguments a request passes that its builder does not read as given: a fatal error."
    public static let fix = """
        Pass exactly the names the builder reads (`arguments.name`), labelled, once each, with values of \
        the types they flow into (`2.0`, not `2`, for a `Double`).
        """
}

extension ClosureKeyRule {
    public static let problem = "A Zerk builder closure without parameters is stored under `() -> P`, so restoring `P` crashes."
    public static let fix = "Pass the value (`.singleton(X() as P)`) or take the storage parameter (`.singleton { _ in X() as P }`)."
}

extension AliasConformanceRule {
    public static let problem = "A type listed for a Zerk registration that the built type does not conform to: restoring it crashes."
    public static let fix = "List only protocols the built type conforms to, or add the missing conformance."
}

extension ManualInjectionRule {
    public static let problem = "An InjectGrail injector property the generator cannot resolve becomes an `inject(…)` argument."
    public static let fix = """
        Give a parent, the root or an ancestor a property of the same type written the same way (and the \
        same name when several share the type), or pass the value to `inject(…)` on purpose.
        """
}

extension UnknownInjectorRule {
    public static let problem = "An InjectGrail conformance or property that names no injector: the generator stops."
    public static let fix = "Name an existing injector (check the spelling of `InjectsX`), or declare the `XInjector` protocol."
}

extension RootInjectorRule {
    public static let problem = "No InjectGrail `RootInjector` (the generator stops), or several (the first silently wins)."
    public static let fix = "Declare exactly one type conforming to `RootInjector`."
}

extension StaleGeneratedRule {
    public static let problem = "Checked-in generated code that lacks what the generator would now write (InjectGrail Impls, or registrations for types marked `// sourcery: …`)."
    public static let fix = "Run Sourcery again and commit the generated files."
    /// InjectGrail's Impls, and registrations any framework's generated code holds.
    public static var frameworks: [Framework] { Framework.allCases }
}

extension UnregisteredNameRule {
    public static let problem = "A Shank `@Inject(\"name\")` whose name no module of the declared type has: it crashes on first access."
    public static let fix = "Register a module of that name that provides the declared type (`Module(\"name\") { X() as P }`), or fix the name."
}

extension KeyCollisionRule {
    public static let problem = "Two types registered under one unqualified key: the last replaces the other."
    public static let fix = "Rename one of the types, or register one of them under a protocol of its own."
}

extension OptionalInjectionRule {
    public static let problem = "A Shank Optional `@Inject` looks up `Optional<P>`, which nothing registers: it is always nil."
    public static let fix = "Inject the non-optional type (`@Inject var x: P`)."
}

extension TypeOnlyMatchRule {
    public static let problem = "An InjectGrail plain value filled from a parent's property of another name, matched by type alone."
    public static let fix = "Give both properties the same name, or mark it `// sourcery: forceManual` and pass it explicitly."
}

extension UnanalyzableRule {
    public static let problem = "Code whose type dilint cannot know without compiling: left out of the other checks."
    public static let fix = "Write the type out (`Factory<P> { … }`, `let x: P = inject()`), or accept that it is not checked."
}

extension UnusedSuppressionRule {
    public static let problem = "A `// dilint:disable…` comment that suppresses nothing, names no rule, or is no directive."
    public static let fix = "Delete the comment, or correct the rule id it names."
    /// Suppression comments work the same whatever the framework.
    public static var frameworks: [Framework] { Framework.allCases }
}

extension MissingSuppressionReasonRule {
    public static let problem = "A suppression comment without a reason after `--` (it still applies)."
    public static let fix = "Say why after `--`: `// dilint:disable-next-line RULE -- registered by the host app`."
    public static var frameworks: [Framework] { Framework.allCases }
}
