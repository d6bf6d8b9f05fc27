extension MissingBootstrapRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Feed { ↓@Inject var api: API }
            final class API {}
            let module = Module { Factory { API() } }
            """),
        RuleExample("""
            import Dirk
            final class API {}
            func boot() { try! Dirk.start { Module { Factory { API() } } } }
            func reboot() { try! ↓Dirk.start { Module { Factory { API() } } } }
            """),
        // Shank: requests, but no container at all.
        RuleExample("""
            import Shank
            protocol Clock {}
            final class Screen { ↓@Inject var clock: Clock }
            """),
        // Shank: the container is stored but build() is never called.
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            final class AppDelegate {
                private let dependencies = Dependencies { ↓Module { SystemClock() as Clock } }
            }
            """),
        // Shank: two different containers built in the app; each build() replaces the root container.
        RuleExample("""
            import Shank
            protocol Clock {}
            protocol Api {}
            struct SystemClock: Clock {}
            struct LiveApi: Api {}
            let core = Dependencies { Module { SystemClock() as Clock } }
            let network = Dependencies { Module { LiveApi() as Api } }
            func boot() {
                core.build()
                network.↓build()
            }
            """),
        // Dirk: a module type defined but never started registers nothing.
        RuleExample("""
            import Dirk
            final class API {}
            final class ↓NetworkModule: Module { init() { super.init { Singleton { API() } } } }
            func boot() { try! Dirk.start { Module { } } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample([
            "App/Feed.swift": """
                import Dirk
                final class Feed { @Inject var api: API }
                final class API {}
                """,
            "AppTests/FeedTests.swift": """
                import Dirk
                func testFeed() { try! Dirk.start { Module { Factory { API() } } }; try! Dirk.stop() }
                """,
            "App/Boot.swift": """
                import Dirk
                func boot() { try! Dirk.start { Module { Factory { API() } } } }
                """,
        ]),
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            final class AppDelegate {
                private let dependencies = Dependencies { Module { SystemClock() as Clock } }
                init() { dependencies.build() }
            }
            """),
    ]
}
