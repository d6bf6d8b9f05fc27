import UIKit
import ZamzamCore

final class QiblaViewController: UIViewController {
    @Inject private var compass: CompassWorkerType
    @Inject private var location: LocationWorkerType

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        compass.heading { _ in }
    }
}
