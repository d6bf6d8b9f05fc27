extension CaptiveDependencyRule {
    public static let triggeringExamples: [RuleExample] = [
        // Dirk: the singleton's provider resolves a Factory once, when it first runs.
        RuleExample("""
            import Dirk
            final class RequestContext { var headers: [String: String] = [:] }
            final class ImageCache { init(context: RequestContext) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { RequestContext() }
                        Singleton { ImageCache(context: try ↓$0.get()) }
                    }
                }
            }
            """),
        // Zerk: a closure parameter of a singleton builder is restored from a transient registration.
        RuleExample("""
            import Zerk
            protocol Session {}
            final class LiveSession: Session { var events: [String] = [] }
            final class Analytics { init(session: Session) {} }
            func register() {
                Zerk.store
                    .transient(LiveSession() as Session)
                    .singleton { session in Analytics(session: ↓session) }
            }
            """),
        // Zerk: `restore()` of a scoped key builds a new instance every time, like transient.
        RuleExample("""
            import Zerk
            final class Cart { var items: [String] = [] }
            final class Checkout { init(cart: Cart) {} }
            func register() {
                Zerk.store
                    .scoped(Cart())
                    .singleton { storage in Checkout(cart: ↓storage.restore()) }
            }
            """),
        // Zerk: one provider under two keys is one singleton, reported once.
        RuleExample("""
            import Zerk
            protocol Payments {}
            protocol Checkout {}
            final class Cart { var items: [String] = [] }
            final class Stripe: Payments, Checkout { init(cart: Cart) {} }
            func register() {
                Zerk.store
                    .transient(Cart())
                    .singleton(Payments.self, Checkout.self) { storage in Stripe(cart: ↓storage.restore()) }
            }
            """),
        // Dirk: an eager wrapper of the type a singleton builds resolves when the singleton is built.
        RuleExample("""
            import Dirk
            import Combine
            final class FormState: ObservableObject {}
            final class Coordinator { ↓@ObservableInject var form: FormState }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { FormState() }
                        Singleton { Coordinator() }
                    }
                }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // A Factory-made helper that holds only a singleton: the kept instance holds what a new one would.
        RuleExample("""
            import Dirk
            final class HTTPClient { var requests = 0 }
            final class APIRequests {
                let client: HTTPClient
                init(client: HTTPClient) { self.client = client }
            }
            final class FeedRepository { init(requests: APIRequests) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Singleton { HTTPClient() }
                        Factory { APIRequests(client: try $0.get()) }
                        Singleton { FeedRepository(requests: try $0.get()) }
                    }
                }
            }
            """),
        // A lazy edge resolves on access, not while the singleton is built.
        RuleExample("""
            import Dirk
            final class RequestContext {}
            final class ImageCache { @Resolve var context: RequestContext }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { RequestContext() }
                        Singleton { ImageCache() }
                    }
                }
            }
            """),
        // A struct is copied by value: the singleton's copy shares nothing with later ones.
        RuleExample("""
            import Dirk
            struct Settings { var retries = 3 }
            final class Uploader { init(settings: Settings) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Settings() }
                        Singleton { Uploader(settings: try $0.get()) }
                    }
                }
            }
            """),
        // An enum, likewise.
        RuleExample("""
            import Zerk
            enum Environment { case production, staging }
            final class Client { init(environment: Environment) {} }
            func register() {
                Zerk.store
                    .transient(Environment.production)
                    .singleton { environment in Client(environment: environment) }
            }
            """),
        // Transient in transient: both are new at every resolution.
        RuleExample("""
            import Zerk
            final class Cart {}
            final class Checkout { init(cart: Cart) {} }
            func register() {
                Zerk.store
                    .transient(Cart())
                    .transient { cart in Checkout(cart: cart) }
            }
            """),
        // Singleton in singleton: one instance was meant.
        RuleExample("""
            import Dirk
            final class Database {}
            final class Repository { init(database: Database) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Singleton { Database() }
                        Singleton { Repository(database: try $0.get()) }
                    }
                }
            }
            """),
        // Zerk scoped is not a singleton: `restore()` builds it anew, so its transient is new too.
        RuleExample("""
            import Zerk
            final class Cart {}
            final class Checkout { init(cart: Cart) {} }
            func register() {
                Zerk.store
                    .transient(Cart())
                    .scoped { cart in Checkout(cart: cart) }
            }
            """),
        // Shank has no singleton lifetime: each `@Inject` runs its module's closure.
        RuleExample("""
            import Shank
            final class Cart {}
            final class Checkout { init(cart: Cart) {} }
            let dependencies = Dependencies {
                Module { Cart() }
                Module { Checkout(cart: Cart()) }
            }
            func boot() { dependencies.build() }
            """),
    ]
}
