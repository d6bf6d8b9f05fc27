import UIKit
import Shank

final class InsightsViewController: UIViewController {
    @Inject private var insights: InsightsEngine
    @Inject private var store: EntryStore

    override func viewDidLoad() {
        super.viewDidLoad()
        title = insights.summary(of: store.entries())
    }
}
