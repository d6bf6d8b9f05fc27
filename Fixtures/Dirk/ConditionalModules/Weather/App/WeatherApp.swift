import Dirk
import SwiftUI

@main
struct WeatherApp: App {
    init() {
        try! Dirk.start {
            NetworkModule()
            #if DEBUG
            FakeSensorsModule()
            #else
            DeviceSensorsModule()
            #endif
            #if targetEnvironment(simulator)
            FixedLocationModule()
            #else
            GPSLocationModule()
            #endif
        }
    }

    var body: some Scene {
        WindowGroup { ForecastView() }
    }
}
