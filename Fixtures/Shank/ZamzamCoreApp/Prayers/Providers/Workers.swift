import CoreLocation
import Foundation

protocol LocationWorkerType {
    func current(completion: @escaping (CLLocation?) -> Void)
}

struct LocationWorker: LocationWorkerType {
    func current(completion: @escaping (CLLocation?) -> Void) { completion(nil) }
}

protocol PrayerTimesStore {
    func cached() -> [Date]
}

struct PrayerTimesFileStore: PrayerTimesStore {
    func cached() -> [Date] { [] }
}

protocol PrayerTimesWorkerType {
    func times(for date: Date, completion: @escaping ([Date]) -> Void)
}

struct PrayerTimesWorker: PrayerTimesWorkerType {
    let store: PrayerTimesStore

    func times(for date: Date, completion: @escaping ([Date]) -> Void) { completion(store.cached()) }
}

protocol CompassWorkerType {
    func heading(completion: @escaping (Double) -> Void)
}

struct CompassWorker: CompassWorkerType {
    func heading(completion: @escaping (Double) -> Void) { completion(0) }
}
