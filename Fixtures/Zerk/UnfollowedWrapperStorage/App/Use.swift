import Zerk
final class WalletScreen {
    @Injected(from: PaymentsDI.storage()) var wallet: Wallet
    @Injected(from: PaymentsDI.all[0]) var ledger: Ledger
    func ledgerNow() -> Ledger { PaymentsDI.storage().restore() }
}
