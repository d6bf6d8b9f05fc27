import Dirk

final class CheckoutViewModel {
    @Inject var rules: PriceRules
    @Inject var catalog: CatalogViewModel
    // No helper call registers Payments, and dilint read every call: a crash at run time.
    @Inject var payments: Payments
}
