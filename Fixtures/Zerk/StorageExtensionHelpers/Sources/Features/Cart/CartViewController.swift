import UIKit
import Zerk

final class CartViewController: UIViewController {
    @Injected private var viewModel: CartViewModel
    @Injected private var analytics: AnalyticsTracker

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart (\(viewModel.count))"
        analytics.screen("cart")
    }
}

protocol AnalyticsTracker {
    func screen(_ name: String)
}
