import Foundation

protocol PaymentGateway { func pay(_ cents: Int) -> Bool }
final class StripeGateway: PaymentGateway { func pay(_ cents: Int) -> Bool { cents > 0 } }
protocol ReceiptPrinter { func print(_ s: String) }
final class PDFReceiptPrinter: ReceiptPrinter { func print(_ s: String) {} }

final class CheckoutViewModel {
    @Resolved private var gateway: PaymentGateway
    private let printer: ReceiptPrinter = DIContainer.resolve()

    func buy() -> Bool { printer.print("r"); return gateway.pay(100) }
}

struct CartSummary {
    let gateway: PaymentGateway

    init(gateway: PaymentGateway = DIContainer.resolve()) {
        self.gateway = gateway
    }
}
