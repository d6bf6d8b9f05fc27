import Dirk
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        try! Dirk.start {
            NetworkModule()
            FeatureModule()
            Module {
                Singleton<AppRouting> { AppRouter() }
                #if DEBUG
                Singleton<Logging> { ConsoleLogger(verbose: true) }
                #else
                Singleton<Logging> { ConsoleLogger(verbose: false) }
                #endif
            }
        }
        return true
    }
}
