import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    private let dependencies = Dependencies {
        Module { ArticlesModule() as ArticlesModuleType }
    }

    override init() {
        super.init()
        dependencies.build()
    }
}
