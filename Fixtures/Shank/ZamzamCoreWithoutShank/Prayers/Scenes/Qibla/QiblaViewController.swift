import UIKit
import ZamzamCore

final class QiblaViewController: UIViewController {
    @Inject private var compass: CompassWorkerType
    @Inject private var locations: LocationProviding

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(compass.heading())°"
    }
}

protocol LocationProviding {}
