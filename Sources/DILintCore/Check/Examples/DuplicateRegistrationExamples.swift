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
                    .transient(FixedClock() as Clock)
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
                    Module { Factory<Clock> { FixedClock() } }
                }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
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
    ]
}
