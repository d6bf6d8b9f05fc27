import Dirk

final class CartViewModel {
    @Inject var store: KeyValueStore
    // StripePayments exists but no helper's module provides Payments: this crashes, and dilint can prove it.
    @Inject var payments: Payments
}
