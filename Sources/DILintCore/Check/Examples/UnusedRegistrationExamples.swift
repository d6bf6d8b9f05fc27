extension UnusedRegistrationRule {
    public static let triggeringExamples: [RuleExample] = [
        // Zerk: nothing restores `Analytics`.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Analytics {}
            func register() {
                Zerk.store
                    .singleton(SystemClock() as Clock)
                    .↓singleton(Analytics())
            }
            final class Screen { @Injected var clock: Clock }
            """),
        // Dirk: `Formatter` is asked for only by the provider of `Report`, which nothing asks for.
        RuleExample("""
            import Dirk
            final class Formatter {}
            final class Report { init(formatter: Formatter) {} }
            final class Feed {}
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Feed() }
                        ↓Factory { Formatter() }
                        ↓Factory { Report(formatter: try $0.get()) }
                    }
                }
            }
            final class Screen { @Inject var feed: Feed }
            """),
        // Dirk: a module none of whose keys is asked for is one finding, at the module.
        RuleExample("""
            import Dirk
            final class Feed {}
            final class Tracker {}
            final class Uploader {}
            final class CoreModule: Module { init() { super.init { Factory { Feed() } } } }
            final class ↓AnalyticsModule: Module {
                init() {
                    super.init {
                        Singleton { Tracker() }
                        Factory { Uploader() }
                    }
                }
            }
            func boot() { try! Dirk.start { CoreModule(); AnalyticsModule() } }
            final class Screen { @Inject var feed: Feed }
            """),
        // Shank: `Clock` is registered, `Feed` is the only key injected.
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Feed {}
            let dependencies = Dependencies {
                Module { Feed() }
                ↓Module { SystemClock() as Clock }
            }
            func boot() { dependencies.build() }
            final class Screen { @Inject var feed: Feed }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // Every key is asked for: by a property wrapper, by a provider that runs, by a call in a function.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Formatter { init(clock: Clock) {} }
            final class Analytics {}
            func register() {
                Zerk.store
                    .singleton(SystemClock() as Clock)
                    .transient { storage in Formatter(clock: storage.restore()) }
                    .singleton(Analytics())
            }
            final class Screen { @Injected var formatter: Formatter }
            func track() { let analytics: Analytics = Zerk.store.restore() }
            """),
        // A request dilint cannot read (a generic helper) may be for any key of its container.
        RuleExample("""
            import Dirk
            final class Feed {}
            final class Tracker {}
            func resolve<T>() throws -> T { try inject() }
            func boot() { try! Dirk.start { Module { Factory { Feed() }; Singleton { Tracker() } } } }
            final class Screen { @Inject var feed: Feed }
            """),
        // Test code sees the app's registrations: a key only a test asks for is used.
        RuleExample([
            "App/Boot.swift": """
                import Dirk
                final class Feed {}
                final class Clock {}
                func boot() { try! Dirk.start { Module { Factory { Feed() }; Factory { Clock() } } } }
                final class Screen { @Inject var feed: Feed }
                """,
            "AppTests/ClockTests.swift": """
                import Dirk
                func testClock() throws { let clock: Clock = try inject() }
                """,
        ]),
    ]
}
