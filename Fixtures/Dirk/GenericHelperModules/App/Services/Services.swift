protocol HTTPClient {}
final class URLSessionClient: HTTPClient {}

protocol Analytics {}
final class ConsoleAnalytics: Analytics {}

protocol PriceRules {}
final class StandardPriceRules: PriceRules {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}

protocol Payments {}
final class StripePayments: Payments {}
