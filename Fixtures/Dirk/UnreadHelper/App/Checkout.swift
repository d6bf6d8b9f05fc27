import Dirk
import PaymentsKit

final class CheckoutViewModel {
    @Inject var logger: Logger
    // Registered by the SDK's module, or not: dilint cannot tell, so it says so instead of claiming a crash.
    @Inject var payments: PaymentProcessing
}
