extension UnusedSuppressionRule {
    public static let triggeringExamples: [RuleExample] = [
        // The provider was added later; the suppression now hides nothing.
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Tracker: Analytics {}
            final class Screen {
                ↓// dilint:disable-next-line unregistered-type -- registered by the host app
                @Inject var analytics: Analytics
            }
            func boot() { try! Dirk.start { Module { Factory<Analytics> { Tracker() } } } }
            """),
        // A misspelled rule id suppresses nothing.
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Screen {
                @Inject var analytics: Analytics ↓// dilint:disable-line unregistered-typ -- registered by the host app
            }
            func boot() { try! Dirk.start { Module { } } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Screen {
                // dilint:disable-next-line unregistered-type -- registered by the host app
                @Inject var analytics: Analytics
            }
            func boot() { try! Dirk.start { Module { } } }
            """),
    ]
}

extension MissingSuppressionReasonRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Screen {
                @Inject var analytics: Analytics ↓// dilint:disable-line unregistered-type
            }
            func boot() { try! Dirk.start { Module { } } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Screen {
                @Inject var analytics: Analytics // dilint:disable-line unregistered-type -- the host app registers it
            }
            func boot() { try! Dirk.start { Module { } } }
            """),
    ]
}
