import UIKit
import Zerk

final class ProfileViewController: UIViewController {
    @Injected private var viewModel: ProfileViewModel
    @Injected private var store: CartStore
}
