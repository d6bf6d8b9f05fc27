extension UnanalyzableRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Box<Value> { ↓@Inject var value: Value }
            func boot() { try! Dirk.start { Module { Factory { Box<Int>() } } } }
            """),
        RuleExample("""
            import Dirk
            let mock = 1
            func boot() { try! Dirk.start { Module { ↓Factory { mock } } } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Box { @Inject var value: Int }
            func boot() { try! Dirk.start { Module { Factory { Box() }; Factory { 42 as Int } } } }
            """),
    ]
}
