import Zerk

final class FeedViewModel {
    @Injected var feed: FeedService
    @Injected var images: ImageLoader
    @Injected(with: .arguments(apiKey: "k-123", sampleRate: 0.25)) var analytics: Analytics
    @InjectedProperty(\TokenStore.token) var token: String?
    @Injected var checkout: Checkout?

    func refresh() {
        let clock: Clock = Zerk.standardStorage.restore()
        _ = clock.now
        let gateway = Zerk.standardStorage.restore(PaymentsGateway.self)
        _ = gateway
    }
}

final class SearchScreen {
    @Injected var index: SearchIndex
    @Injected var storefront: Storefront
}
