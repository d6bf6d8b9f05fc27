import Zerk

protocol HTTPClient {}
protocol OrdersService {}
protocol Analytics {}

final class URLSessionHTTPClient: HTTPClient {}
final class MixpanelAnalytics: Analytics {}

final class OrdersAPI: OrdersService {
    @Injected var client: HTTPClient
}

final class OrdersViewController {
    @Injected var orders: OrdersService
}
