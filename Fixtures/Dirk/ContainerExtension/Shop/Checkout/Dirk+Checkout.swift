import Dirk

extension Dirk {
    func checkoutScreen() throws -> CheckoutScreen {
        let payments: PaymentProcessing = try get()
        return CheckoutScreen(cart: try self.get(CartServicing.self), payments: payments)
    }
}
