import Foundation
import ZamzamCore

protocol PrayerManagerType {
    func times(for date: Date) -> [Date]
}

struct PrayerManager: PrayerManagerType {
    let preferences: UserDefaults

    func times(for date: Date) -> [Date] { [] }
}
