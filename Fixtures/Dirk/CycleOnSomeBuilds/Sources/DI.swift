import Dirk

/// Every cycle here goes through a request that runs for some builds only: the provider calls another
/// initializer, passes the defaulted argument, or takes the branch without the request.
func startDI() throws {
    try Dirk.start {
        Module {
            Singleton { Player(name: "main") }
            Singleton { try PlaybackQueue(player: $0.get()) }
            Singleton { Downloader(verbose: false) }
            Singleton { try Logger(downloader: $0.get()) }
            Singleton { CartStore(pricing: StaticPricing()) }
            Singleton<PricingService> { try LivePricing2(cart: $0.get()) }
            Factory { CartState(pricing: FlatPricing(), items: ["a"]) }
            Singleton<Pricing> { try LivePricing(cart: $0.get()) }
        }
    }
}

final class NowPlaying {
    @Inject var queue: PlaybackQueue
    @Inject var logger: Logger
    @Inject var cart: CartStore
    @Inject var pricing: PricingService
    @Inject var checkoutPricing: Pricing
}
