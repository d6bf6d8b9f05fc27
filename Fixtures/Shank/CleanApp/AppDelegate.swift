import Shank
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    private let dependencies = Dependencies {
        Module { WidgetModule() as WidgetModuleType }
        Module { SampleModule() as SampleModuleType }
    }

    override init() {
        super.init()
        dependencies.build()
    }
}
