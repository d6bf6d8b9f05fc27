import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    private let dependencies = Dependencies {
        Module { LiveFeedService() }
        Module { HTTPClient() as HTTPClientType }
    }

    override init() {
        super.init()
        dependencies.build()
    }
}
