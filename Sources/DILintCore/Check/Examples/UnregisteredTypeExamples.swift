extension UnregisteredTypeRule {
    public static let triggeringExamples: [RuleExample] = [
        // Zerk: registered under the concrete type (forgot `as P`).
        RuleExample("""
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { ↓@Injected var analytics: Analytics }
            """),
        // Zerk: a helper called under `#if` in a chain registers only under that condition.
        RuleExample([
            "App/DependencyStoring+Mocks.swift": """
                import Zerk
                protocol Clock {}
                struct FixedClock: Clock {}
                extension DependencyStoring {
                    func registerMocks() -> DependencyStoring { self.singleton(FixedClock() as Clock) }
                }
                """,
            "App/Zerk+AutoStore.swift": """
                import Zerk
                func boot() {
                    Zerk.store
                    #if DEBUG
                        .registerMocks()
                    #endif
                }
                final class Screen { ↓@Injected var clock: Clock }
                """,
        ]),
        // Dirk: in an instance method of `extension Dirk`, `get()` resolves from the container itself.
        RuleExample("""
            import Dirk
            protocol Pricing {}
            extension Dirk {
                func pricing() throws -> Pricing { try ↓self.get(Pricing.self) }
            }
            func boot() { try! Dirk.start { Module { } } }
            """),
        // Zerk strips one Optional: `P?` still needs `P`.
        RuleExample("""
            import Zerk
            protocol Analytics {}
            final class Screen { ↓@Injected var analytics: Analytics? }
            """),
        RuleExample("""
            import Dirk
            protocol Analytics {}
            final class Tracker: Analytics {}
            final class Screen { ↓@Inject var analytics: Analytics }
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
            func open() throws { let router: Router = try ↓inject() }
            """),
        RuleExample("""
            import Dirk
            protocol Store {}
            final class DiskStore: Store {}
            final class Settings { let store: Store? = try! ↓inject() }
            func boot() { try! Dirk.start { Module { Factory<Store> { DiskStore() } } } }
            """),
        // Shank: the concrete type is registered, the protocol is injected (a forgotten `as P`).
        RuleExample("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { ↓@Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() } }
            func boot() { dependencies.build() }
            """),
        // A renamed copy of Shank, filled from an extension helper: its names are learned from the copy.
        RuleExample([
            "App/DI/DependencyContainer.swift": ShankCopyExample.renamed,
            "App/AppDelegate+DI.swift": """
                extension AppDelegate {
                    func registerServices() { DependencyContainer.root.register { Module { SystemClock() as Clock } } }
                }
                """,
            "App/Screen.swift": """
                protocol Clock {}
                protocol Api {}
                struct SystemClock: Clock {}
                final class Screen { @Inject var clock: Clock; ↓@Inject var api: Api }
                """,
        ]),
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
        RuleExample([
            "App/DI/DependencyContainer.swift": ShankCopyExample.renamed,
            "App/AppDelegate+DI.swift": """
                extension AppDelegate {
                    func registerServices() { DependencyContainer.root.register { Module { SystemClock() as Clock } } }
                }
                """,
            "App/Screen.swift": """
                protocol Clock {}
                struct SystemClock: Clock {}
                final class Screen { @Inject var clock: Clock }
                """,
        ]),
        // Helpers in `extension DependencyStoring` register on the storage they are chained from.
        RuleExample("""
            import Zerk
            protocol HTTP {}
            struct LiveHTTP: HTTP {}
            extension DependencyStoring {
                func registerNetworking() -> DependencyStoring { singleton(LiveHTTP() as HTTP) }
            }
            extension Zerk: AutoStoring {
                public static func autoStore() { Zerk.store.registerNetworking() }
            }
            final class Screen { @Injected var http: HTTP }
            """),
        // A local alias of the container: its requests are read like `Dirk.get().get(…)`.
        RuleExample("""
            import Dirk
            final class Cart {}
            func boot() { try! Dirk.start { Module { Singleton { Cart() } } } }
            func checkout() throws {
                let container = try Dirk.get()
                let cart = try container.get(Cart.self)
            }
            """),
        // A provider returning a local constant provides the constant's type.
        RuleExample("""
            import Dirk
            final class HTTPClient {}
            final class Feed { @Inject var client: HTTPClient }
            func boot() {
                let client = HTTPClient()
                try! Dirk.start { Module { Singleton { client } } }
            }
            """),
        // A hand-rolled container keyed by type name but filled without a result builder is not Shank.
        RuleExample("""
            final class ServiceLocator {
                static let shared = ServiceLocator()
                private var services: [String: Any] = [:]
                func add<T>(_ service: T) { services[String(describing: T.self)] = service }
                func resolve<T>() -> T { services[String(describing: T.self)] as! T }
            }
            @propertyWrapper struct Inject<Value> { var wrappedValue: Value { ServiceLocator.shared.resolve() } }
            protocol Api {}
            final class Screen { @Inject var api: Api }
            """),
    ]
}

/// A copy of Shank as apps carry it: the container renamed, filled through `register`, an enum builder.
enum ShankCopyExample {
    static let renamed = """
        open class DependencyContainer {
            static var root = DependencyContainer()
            private var modules = [String: Module]()
            func register(@ModuleBuilder _ modules: () -> [Module]) { modules().forEach { self.modules[$0.name] = $0 } }
            func resolve<T>(for name: String? = nil) -> T { modules[name ?? String(describing: T.self)]!.resolve() as! T }
        }
        @_functionBuilder enum ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
        struct Module {
            let name: String
            let resolve: () -> Any
            init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
                self.name = name ?? String(describing: T.self)
                self.resolve = resolve
            }
        }
        @propertyWrapper final class Inject<Value> { var wrappedValue: Value { DependencyContainer.root.resolve() } }
        """
}
