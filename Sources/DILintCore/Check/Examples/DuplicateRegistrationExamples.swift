extension DuplicateRegistrationRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            struct FixedClock: Clock {}
            func register() {
                Zerk.store
                    .singleton(SystemClock() as Clock)
                    .↓transient(FixedClock() as Clock)
            }
            """),
        RuleExample("""
            import Dirk
            protocol Clock {}
            struct SystemClock: Clock {}
            struct FixedClock: Clock {}
            func boot() {
                try! Dirk.start {
                    Module { Singleton<Clock> { SystemClock() } }
                    Module { ↓Factory<Clock> { FixedClock() } }
                }
            }
            """),
        // A module named like a type replaces that type's module: both are the key 'Clock'.
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            let dependencies = Dependencies {
                Module { SystemClock() as Clock }
                ↓Module("Clock") { SystemClock() }
            }
            func boot() { dependencies.build() }
            """),
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            struct FixedClock: Clock {}
            let dependencies = Dependencies {
                Module { SystemClock() as Clock }
                ↓Module { FixedClock() as Clock }
            }
            func boot() { dependencies.build() }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // Dirk: each `Dirk.start` is its own container (an app and its extension).
        RuleExample("""
            import Dirk
            protocol Clock {}
            struct SystemClock: Clock {}
            func bootApp() { try! Dirk.start { Module { Singleton<Clock> { SystemClock() } } } }
            func bootWidget() { try! Dirk.start { Module { Singleton<Clock> { SystemClock() } } } }
            """),
        // Separate custom storages are separate containers.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            let testStorage = Zerk.newStorage()
            func register() {
                Zerk.store.singleton(SystemClock() as Clock)
                testStorage.singleton(SystemClock() as Clock)
            }
            """),
        RuleExample("""
            import Dirk
            protocol Clock {}
            struct SystemClock: Clock {}
            struct FixedClock: Clock {}
            func boot() {
                try! Dirk.start {
                    Module {
                        #if DEBUG
                        Factory<Clock> { FixedClock() }
                        #else
                        Singleton<Clock> { SystemClock() }
                        #endif
                    }
                }
            }
            """),
        // Two containers (app and extension) each register the key once.
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            let app = Dependencies { Module { SystemClock() as Clock } }
            let widget = Dependencies { Module { SystemClock() as Clock } }
            func boot() { app.build() }
            func bootWidget() { widget.build() }
            """),
    ]
}
