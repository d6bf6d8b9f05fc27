import Platform
import UIKit

protocol TransferLimits {
    var daily: Decimal { get }
}

final class TransferViewController: UIViewController {
    @Injected private var api: AccountsAPI
    @Injected private var limits: TransferLimits
}
