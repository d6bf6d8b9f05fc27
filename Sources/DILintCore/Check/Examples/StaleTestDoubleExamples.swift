extension StaleTestDoubleRule {
    public static let triggeringExamples: [RuleExample] = [
        // Dirk: the app moved from `Analytics` to `Tracking`; the test still registers the old key.
        RuleExample([
            "App/Boot.swift": """
                import Dirk
                protocol Analytics {}
                protocol Tracking {}
                final class Firebase: Tracking {}
                final class Screen { @Inject var tracking: Tracking }
                func boot() { try! Dirk.start { Module { Singleton<Tracking> { Firebase() } } } }
                """,
            "AppTests/ScreenTests.swift": """
                import Dirk
                final class AnalyticsSpy: Analytics {}
                func testScreen() { try! Dirk.start { Module { ↓Singleton<Analytics> { AnalyticsSpy() } } } }
                """,
        ]),
        // Zerk: the double lost its conformance when the protocol was split.
        RuleExample([
            "App/App.swift": """
                import Zerk
                protocol Clock {}
                final class SystemClock: Clock {}
                func register() { Zerk.store.singleton(SystemClock() as Clock) }
                final class Screen { @Injected var clock: Clock }
                """,
            "AppTests/ClockTests.swift": """
                import Zerk
                final class FixedClock {}
                func testClock() { Zerk.store.↓singleton(FixedClock() as Clock) }
                """,
        ]),
        // Shank: the app stopped injecting `Clock`; the test container still provides it.
        RuleExample([
            "App/App.swift": """
                import Shank
                protocol Feed {}
                protocol Clock {}
                final class LiveFeed: Feed {}
                let dependencies = Dependencies { Module { LiveFeed() as Feed } }
                func boot() { dependencies.build() }
                final class Screen { @Inject var feed: Feed }
                """,
            "AppTests/FeedTests.swift": """
                import Shank
                final class FixedClock: Clock {}
                let testDependencies = Dependencies {
                    Module { LiveFeed() as Feed }
                    ↓Module { FixedClock() as Clock }
                }
                func testFeed() { testDependencies.build() }
                """,
        ]),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // The double stands in for a key the app requests, and conforms to it.
        RuleExample([
            "App/Boot.swift": """
                import Dirk
                protocol Tracking {}
                final class Firebase: Tracking {}
                final class Screen { @Inject var tracking: Tracking }
                func boot() { try! Dirk.start { Module { Singleton<Tracking> { Firebase() } } } }
                """,
            "AppTests/ScreenTests.swift": """
                import Dirk
                final class TrackingSpy: Tracking {}
                func testScreen() { try! Dirk.start { Module { Singleton<Tracking> { TrackingSpy() } } } }
                """,
        ]),
        // A conformance dilint cannot see (a type from another module) is not reported.
        RuleExample([
            "App/App.swift": """
                import Zerk
                import Foundation
                protocol Clock {}
                extension Date: Clock {}
                final class Screen { @Injected var clock: Clock }
                """,
            "AppTests/ClockTests.swift": """
                import Zerk
                import XCTest
                final class FixedClock: NSObject {}
                func testClock() { Zerk.store.singleton(FixedClock() as Clock) }
                """,
        ]),
    ]
}
