import Zerk

protocol Wallet {}
final class LiveWallet: Wallet {}
protocol Ledger {}
final class LiveLedger: Ledger {}

enum PaymentsDI {
    private static let paymentsStorage = Zerk.newStorage()
    static func storage() -> DependencyRestoring { paymentsStorage }
    static var all: [DependencyRestoring] { [paymentsStorage] }
    static func register() {
        paymentsStorage
            .singleton(LiveWallet() as Wallet)
            .singleton(LiveLedger() as Ledger)
    }
}
