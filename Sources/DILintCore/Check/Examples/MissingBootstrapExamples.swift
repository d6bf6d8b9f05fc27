extension MissingBootstrapRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class Feed { @Inject var api: API }
            final class API {}
            let module = Module { Factory { API() } }
            """),
        RuleExample("""
            import Dirk
            final class API {}
            func boot() { try! Dirk.start { Module { Factory { API() } } } }
            func reboot() { try! Dirk.start { Module { Factory { API() } } } }
            """),
        // Shank: requests, but no container at all.
        RuleExample("""
            import Shank
            protocol Clock {}
            final class Screen { @Inject var clock: Clock }
            """),
        // Shank: the container is stored but build() is never called.
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            final class AppDelegate {
                private let dependencies = Dependencies { Module { SystemClock() as Clock } }
            }
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
