import Dirk

final class CheckoutModule: Module {
    init() {
        super.init {
            #if DEBUG
            Factory { StubPayments() as PaymentProcessing }
            #endif
        }
    }
}
