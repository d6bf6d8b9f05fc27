import Zerk

extension Zerk: AutoStoring {
    public static func autoStore() {
        store
            .singleton(URLSessionClient() as HTTPClient)
            .singleton(KeychainTokenStore() as TokenStore)
            .singleton(SystemClock() as Clock)
            .transient(ConsoleLogger() as Logging)
        registerFeatures()
    }

    static func registerFeatures() {
        Zerk.store
            .scoped { client, tokens in RemoteFeedService(client: client, tokens: tokens) as FeedService }
            .transient { CachedImageLoader(client: $0, clock: $1) as ImageLoader }
            .singleton { storage, arguments in
                MixpanelAnalytics(logger: storage.restore(), apiKey: arguments.apiKey, sampleRate: arguments.sampleRate) as Analytics
            }
            .singleton(PaymentsGateway.self, Checkout.self) { storage in
                StripeGateway(client: storage.restore())
            }
    }
}
