import CoreLocation
import ZamzamCore

protocol CompassWorkerType {
    func heading() -> CLLocationDirection
}

struct CompassWorker: CompassWorkerType {
    func heading() -> CLLocationDirection { 0 }
}
