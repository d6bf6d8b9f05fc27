import Dirk

protocol PaymentService {
    func charge(cents: Int) async throws
}

protocol ReceiptPrinter {
    func print(_ text: String)
}

final class StripePaymentService: PaymentService {
    func charge(cents: Int) async throws {}
}

final class CheckoutViewModel {
    @Inject var payments: PaymentService
    @Inject var printer: ReceiptPrinter

    func pay() async throws {
        try await payments.charge(cents: 100)
        printer.print("paid")
    }
}

protocol ReceiptPrinting {}
final class ThermalPrinter: ReceiptPrinting {}

func startDependencies() {
    try! Dirk.start {
        Module {
            Factory<PaymentService> { StripePaymentService() }
            Singleton<ReceiptPrinting> { ThermalPrinter() }
            Factory { CheckoutViewModel() }
        }
    }
}

func printReceipt() throws {
    let printer = try inject(ReceiptPrinter.self)
    printer.print("copy")
}
