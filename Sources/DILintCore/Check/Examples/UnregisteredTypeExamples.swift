extension UnregisteredTypeRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Tracker: Analytics {}
            final class Screen { @Inject var analytics: Analytics }
            func boot() { try! Dirk.start { Module { Factory { Tracker() } } } }
            """),
        RuleExample("""
            import Dirk
            protocol Router {}
            final class AppRouter: Router {}
            func boot() {
                try! Dirk.start {
                    Module {
                        #if DEBUG
                        Singleton<Router> { AppRouter() }
                        #endif
                    }
                }
            }
            func open() throws { let router: Router = try inject() }
            """),
        RuleExample("""
            import Dirk
            protocol Store {}
            final class DiskStore: Store {}
            final class Settings { let store: Store? = try! inject() }
            func boot() { try! Dirk.start { Module { Factory<Store> { DiskStore() } } } }
            """),
        // Shank: the concrete type is registered, the protocol is injected (a forgotten `as P`).
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() } }
            func boot() { dependencies.build() }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Tracker: Analytics {}
            final class Screen { @Inject var analytics: Analytics }
            func boot() { try! Dirk.start { Module { Factory<Analytics> { Tracker() } } } }
            """),
        RuleExample("""
            import Dirk
            protocol Router {}
            final class AppRouter: Router {}
            func boot() {
                try! Dirk.start {
                    Module {
                        #if DEBUG
                        Singleton<Router> { AppRouter() }
                        #else
                        Singleton { AppRouter() as Router }
                        #endif
                    }
                }
            }
            func open() throws { let router = try inject(Router.self) }
            """),
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() as Clock } }
            func boot() { dependencies.build() }
            """),
    ]
}
