import UIKit
import ZamzamCore

final class TimesViewController: UITableViewController {
    @Inject private var prayerTimes: PrayerTimesWorkerType
    @Inject private var location: LocationWorkerType
    @Inject private var preferences: PreferencesType

    override func viewDidLoad() {
        super.viewDidLoad()
        location.current { [weak self] _ in
            self?.prayerTimes.times(for: Date()) { _ in self?.tableView.reloadData() }
        }
    }
}
