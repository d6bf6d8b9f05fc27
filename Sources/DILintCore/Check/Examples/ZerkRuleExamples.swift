extension ClosureKeyRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.↓singleton { SystemClock() as Clock }
            }
            """),
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.↓singleton(Clock.self) { SystemClock() }
            }
            """),
        // A function passed without calling it is stored as the function, `() -> Clock`.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func makeClock() -> Clock { SystemClock() }
            func register() {
                Zerk.store.↓singleton(makeClock)
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store
                    .singleton(SystemClock() as Clock)
                    .transient { _ in SystemClock() }
            }
            """),
        // Called, the function's declared result is the key.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func makeClock() -> Clock { SystemClock() }
            func register() {
                Zerk.store.singleton(makeClock())
            }
            """),
    ]
}

extension AliasConformanceRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Zerk
            protocol Reading {}
            protocol Writing {}
            final class Store: Reading {}
            func register() {
                Zerk.store.↓singleton(Reading.self, Writing.self) { _ in Store() }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Zerk
            protocol Reading {}
            protocol Writing {}
            final class Store: Reading {}
            extension Store: Writing {}
            func register() {
                Zerk.store.singleton(Reading.self, Writing.self) { _ in Store() }
            }
            """),
        // The conformance comes from code dilint does not see: not reported.
        RuleExample("""
            import Zerk
            import Vendor
            protocol Writing {}
            func register() {
                Zerk.store.singleton(Writing.self) { _ in VendorStore() }
            }
            """),
    ]
}

extension ArgumentMismatchRule {
    static let greeterSource = """
        import Zerk
        protocol Greeter {}
        final class TemplateGreeter: Greeter {
            init(template: String, repeats: Double) {}
        }
        func register() {
            Zerk.store.transient { storage, arguments in
                TemplateGreeter(template: arguments.template, repeats: arguments.repeats) as Greeter
            }
        }

        """

    public static let triggeringExamples: [RuleExample] = [
        // Misspelled name.
        RuleExample(greeterSource + """
            let greeter: Greeter = ↓Zerk.standardStorage.restore(with: .arguments(templte: "Hi", repeats: 1.0))
            """),
        // No arguments at all.
        RuleExample(greeterSource + """
            final class Screen { ↓@Injected var greeter: Greeter }
            """),
        // An integer literal is boxed as Int and cannot be cast to Double.
        RuleExample(greeterSource + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", ↓repeats: 2))
            """),
        // Positional arguments are stored under "0", "1".
        RuleExample(greeterSource + """
            let greeter: Greeter = ↓Zerk.standardStorage.restore(with: .arguments("Hi", 2.0))
            """),
        // Mixed: the unlabeled one is stored under "".
        RuleExample(greeterSource + """
            let greeter: Greeter = ↓Zerk.standardStorage.restore(with: .arguments(template: "Hi", 2.0))
            """),
        // A label passed twice crashes while the arguments are built.
        RuleExample(greeterSource + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", repeats: 1.0, ↓template: "Yo"))
            """),
        // A name the builder never reads (a warning: harmless at run time, but usually a typo elsewhere).
        RuleExample(greeterSource + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", repeats: 1.0, ↓count: 3))
            """),
        // The Dependency record built without arguments.
        RuleExample(greeterSource + """
            let greeter: Greeter = ↓Zerk.standardStorage.restore(Greeter.self).getInstance()
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample(greeterSource + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", repeats: 2.0))
            final class Screen { @Injected(with: .arguments(template: "Yo", repeats: 1.5)) var greeter: Greeter }
            """),
        // Arguments passed in a variable are not evaluated.
        RuleExample(greeterSource + """
            func make(arguments: DependencyArguments) -> Greeter { Zerk.standardStorage.restore(with: arguments) }
            """),
        // `restore(P.self)` builds nothing: its record is built later, with the arguments given then.
        RuleExample(greeterSource + """
            let record = Zerk.standardStorage.restore(Greeter.self)
            let greeter: Greeter = Zerk.standardStorage.restore(Greeter.self).getInstance(with: .arguments(template: "Hi", repeats: 1.0))
            """),
    ]
}
