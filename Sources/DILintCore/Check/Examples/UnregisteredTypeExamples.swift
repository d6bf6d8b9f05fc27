extension UnregisteredTypeRule {
    public static let triggeringExamples: [RuleExample] = [
        // Zerk: registered under the concrete type (forgot `as P`).
        RuleExample("""
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { @Injected var analytics: Analytics }
            """),
        // Zerk strips one Optional: `P?` still needs `P`.
        RuleExample("""
            import Zerk
            protocol Analytics {}
            final class Screen { @Injected var analytics: Analytics? }
            """),
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
        // Zerk keys are unqualified: `App.Analytics` is stored and restored as "Analytics".
        RuleExample("""
            import Zerk
            enum App { protocol Analytics {} }
            final class Firebase: App.Analytics {}
            func register() { Zerk.store.singleton(Firebase() as App.Analytics) }
            final class Screen { @Injected var analytics: App.Analytics? }
            """),
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
