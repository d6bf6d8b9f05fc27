protocol HTTPClient {}
final class URLSessionClient: HTTPClient {}
final class APIRequests {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}
protocol KeyValueStore {}
final class MemoryStore: KeyValueStore {}
final class DiskStore: KeyValueStore {}
protocol Analytics {}
final class ConsoleAnalytics: Analytics {}
protocol Payments {}
final class StripePayments: Payments {}
