#if DEBUG
import UIKit
import Zerk

final class DebugMenuViewController: UITableViewController {
    @Injected private var model: DebugMenuModel

    override func viewDidLoad() {
        super.viewDidLoad()
        title = model.showsLayoutBounds ? "Debug (bounds)" : "Debug"
    }
}
#endif
