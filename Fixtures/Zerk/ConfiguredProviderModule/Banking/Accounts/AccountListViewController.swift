import Platform
import UIKit

final class AccountListViewController: UIViewController {
    @Injected private var viewModel: AccountListViewModel
}
