import UIKit
import Zerk

final class CatalogViewController: UITableViewController {
    @Injected private var viewModel: CatalogViewModel
    private let images = ImageLoader()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        Task {
            await viewModel.load()
            tableView.reloadData()
        }
    }
}
