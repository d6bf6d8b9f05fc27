extension OptionalInjectionRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Shank
            protocol Analytics {}
            struct Console: Analytics {}
            final class Screen { ↓@Inject var analytics: Analytics? }
            let dependencies = Dependencies { Module { Console() as Analytics } }
            func boot() { dependencies.build() }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Shank
            protocol Analytics {}
            struct Console: Analytics {}
            final class Screen { @Inject var analytics: Analytics }
            let dependencies = Dependencies { Module { Console() as Analytics } }
            func boot() { dependencies.build() }
            """),
        // By name, the lookup finds the module and the cast to `Analytics?` succeeds.
        RuleExample("""
            import Shank
            protocol Analytics {}
            struct Console: Analytics {}
            final class Screen { @Inject("console") var analytics: Analytics? }
            let dependencies = Dependencies { Module("console") { Console() as Analytics } }
            func boot() { dependencies.build() }
            """),
    ]
}
