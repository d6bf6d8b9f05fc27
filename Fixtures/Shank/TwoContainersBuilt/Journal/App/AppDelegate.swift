import UIKit
import Shank

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if UITESTS
        uiTestDependencies.build()
        #else
        dependencies.build()
        #endif
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        startInsights()
    }
}
