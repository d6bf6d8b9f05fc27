import Foundation
import ZamzamCore

enum CompositionRoot {
    static let dependencies = Dependencies {
        Module { LocationWorker() as LocationWorkerType }
        Module { PrayerTimesWorker(store: PrayerTimesFileStore()) as PrayerTimesWorkerType }
        Module { CompassWorker() }
        Module { UserDefaultsPreferences() as PreferencesType }
    }
}
