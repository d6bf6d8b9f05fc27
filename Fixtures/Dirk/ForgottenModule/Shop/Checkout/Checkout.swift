import Dirk
import SwiftUI

protocol CartStore {
    func add(_ product: Product)
    var products: [Product] { get }
}

final class InMemoryCartStore: CartStore {
    private(set) var products: [Product] = []
    func add(_ product: Product) { products.append(product) }
}

protocol PaymentGateway {
    func charge(cents: Int) async throws
}

struct StripeGateway: PaymentGateway {
    let publishableKey: String
    func charge(cents: Int) async throws {}
}

protocol OrderService {
    func placeOrder(_ products: [Product]) async throws
}

struct RemoteOrderService: OrderService {
    let payments: PaymentGateway
    func placeOrder(_ products: [Product]) async throws {}
}

struct CheckoutView: View {
    @Inject private var cart: CartStore
    @Inject private var orders: OrderService

    var body: some View {
        Button("Pay") {
            Task { try await orders.placeOrder(cart.products) }
        }
    }
}
