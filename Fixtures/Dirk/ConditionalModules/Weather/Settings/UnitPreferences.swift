import Foundation

protocol UnitPreferences {
    var usesCelsius: Bool { get }
}

struct StoredUnitPreferences: UnitPreferences {
    var usesCelsius: Bool { Locale.current.measurementSystem == .metric }
}
