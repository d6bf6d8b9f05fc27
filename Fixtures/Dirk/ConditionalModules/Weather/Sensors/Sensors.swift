import Foundation

protocol BarometerReading {
    func pressure() -> Double
}

struct RecordedBarometer: BarometerReading {
    let samples: [Double]
    func pressure() -> Double { samples.last ?? 1013 }
}

struct CoreMotionBarometer: BarometerReading {
    func pressure() -> Double { 1013 }
}

protocol ThermometerReading {
    func celsius() -> Double
}

struct RecordedThermometer: ThermometerReading {
    func celsius() -> Double { 18 }
}

struct ExternalThermometer: ThermometerReading {
    func celsius() -> Double { 17.5 }
}

protocol LocationProvider {
    var coordinate: (Double, Double) { get }
}

struct FixedLocation: LocationProvider {
    let latitude: Double
    let longitude: Double
    var coordinate: (Double, Double) { (latitude, longitude) }
}

struct CoreLocationProvider: LocationProvider {
    var coordinate: (Double, Double) { (0, 0) }
}
