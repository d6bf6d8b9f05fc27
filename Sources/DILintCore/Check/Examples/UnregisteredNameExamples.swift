extension UnregisteredNameRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Shank
            protocol Store {}
            struct DiskStore: Store {}
            final class Screen { ↓@Inject("cache") var store: Store }
            let dependencies = Dependencies { Module("disk") { DiskStore() as Store } }
            func boot() { dependencies.build() }
            """),
        RuleExample("""
            import Shank
            protocol Store {}
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { ↓@Inject("cache") var store: Store }
            let dependencies = Dependencies { Module("cache") { SystemClock() as Clock } }
            func boot() { dependencies.build() }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Shank
            protocol Store {}
            struct DiskStore: Store {}
            final class Screen { @Inject("cache") var store: Store }
            let dependencies = Dependencies { Module("cache") { DiskStore() } }
            func boot() { dependencies.build() }
            """),
    ]
}
