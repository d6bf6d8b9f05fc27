import UIKit
import ZamzamCore

final class TimesViewController: UITableViewController {
    @Inject private var prayerManager: PrayerManagerType

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(prayerManager.times(for: Date()).count) prayers"
    }
}
