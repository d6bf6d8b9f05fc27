import Dirk

protocol PaymentProcessing {
    func charge(cents: Int) async throws
}

final class StripePayments: PaymentProcessing {
    private let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
    func charge(cents: Int) async throws {}
}

protocol ReceiptPrinting {
    func print(total: Int)
}

final class CheckoutViewModel {
    @Inject private var payments: PaymentProcessing
    @Inject private var receipts: ReceiptPrinter
    @Inject private var cart: CartStore

    func pay() async throws {
        try await payments.charge(cents: cart.totalCents)
        receipts.print(total: cart.totalCents)
    }
}

protocol ReceiptPrinter {
    func print(total: Int)
}

final class CheckoutModule: Module {
    init() {
        super.init {
            Factory<PaymentProcessing> { try StripePayments(client: $0.get()) }
            Factory { CheckoutViewModel() }
            Singleton<HTTPClient> { URLSessionClient(session: .shared) }
        }
    }
}
