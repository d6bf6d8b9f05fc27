import Dirk

final class FixedLocationModule: Module {
    init() {
        super.init {
            Singleton<LocationProvider> { FixedLocation(latitude: 52.37, longitude: 4.89) }
        }
    }
}

final class GPSLocationModule: Module {
    init() {
        super.init {
            Singleton<LocationProvider> { CoreLocationProvider() }
        }
    }
}
