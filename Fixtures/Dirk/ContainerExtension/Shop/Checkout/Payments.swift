import Foundation

protocol PaymentProcessing {
    func pay(_ amount: Decimal) async throws
}

struct StubPayments: PaymentProcessing {
    func pay(_ amount: Decimal) async throws {}
}

struct StripePayments: PaymentProcessing {
    let client: HTTPClient

    func pay(_ amount: Decimal) async throws {}
}
