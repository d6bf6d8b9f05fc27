import Dirk

final class FakeSensorsModule: Module {
    init() {
        super.init {
            Singleton<BarometerReading> { RecordedBarometer(samples: [1013.2, 1012.8]) }
            Singleton<ThermometerReading> { RecordedThermometer() }
        }
    }
}

final class DeviceSensorsModule: Module {
    init() {
        super.init {
            Singleton<BarometerReading> { CoreMotionBarometer() }
            Singleton<ThermometerReading> { ExternalThermometer() }
        }
    }
}
