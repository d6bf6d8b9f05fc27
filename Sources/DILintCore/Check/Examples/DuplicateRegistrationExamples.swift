extension DuplicateRegistrationRule {
    public static let triggeringExamples: [RuleExample] = [
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
