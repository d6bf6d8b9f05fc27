import Foundation

protocol HTTPClient { func get(_ path: String) -> Data }
protocol TokenStore { var token: String? { get } }
protocol FeedService { func load() -> [String] }
protocol ImageLoader {}
protocol Analytics { func track(_ event: String) }
protocol Logging {}
protocol Clock { var now: Date { get } }
protocol PaymentsGateway {}
protocol Checkout {}

final class URLSessionClient: HTTPClient {
    func get(_ path: String) -> Data { Data() }
}

final class KeychainTokenStore: TokenStore {
    var token: String? { nil }
}

struct SystemClock: Clock {
    var now: Date { Date() }
}

struct ConsoleLogger: Logging {}

final class RemoteFeedService: FeedService {
    let client: HTTPClient
    let tokens: TokenStore
    init(client: HTTPClient, tokens: TokenStore) {
        self.client = client
        self.tokens = tokens
    }
    func load() -> [String] { [] }
}

// Memberwise initializer: parameter types come from the stored properties.
struct CachedImageLoader: ImageLoader {
    let client: HTTPClient
    let clock: Clock
}

final class MixpanelAnalytics: Analytics {
    init(logger: Logging, apiKey: String, sampleRate: Double) {}
    func track(_ event: String) {}
}

final class StripeGateway: PaymentsGateway, Checkout {
    init(client: HTTPClient) {}
}

protocol Storefront {}
protocol Catalog {}
final class StoreCatalog: Storefront, Catalog {
    init(client: HTTPClient) {}
}

final class SearchIndex {
    init(catalog: Catalog, clock: Clock) {}
}
