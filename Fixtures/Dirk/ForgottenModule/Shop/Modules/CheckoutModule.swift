import Dirk

final class CheckoutModule: Module {
    init() {
        super.init {
            Singleton<CartStore> { InMemoryCartStore() }
            Singleton<PaymentGateway> { StripeGateway(publishableKey: "pk_test") }
            Factory<OrderService> { try RemoteOrderService(payments: $0.get()) }
        }
    }
}
