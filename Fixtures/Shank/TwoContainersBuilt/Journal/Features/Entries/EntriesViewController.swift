import UIKit
import Shank

final class EntriesViewController: UITableViewController {
    @Inject private var store: EntryStore
    @Inject private var clock: Clock
    @Inject private var logger: Logger

    override func viewDidLoad() {
        super.viewDidLoad()
        logger.log("showing \(store.entries().count) entries at \(clock.now)")
    }
}
