import UIKit
import ZamzamCore

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ServiceLocator.shared.register { PrayerManager(preferences: UserDefaults.standard) as PrayerManagerType }
        ServiceLocator.shared.register { CompassWorker() as CompassWorkerType }
        return true
    }
}
