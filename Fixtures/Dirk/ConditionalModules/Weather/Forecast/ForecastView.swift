import Dirk
import SwiftUI

struct ForecastView: View {
    @Inject private var forecast: ForecastService
    @Inject private var location: LocationProvider
    @Inject private var barometer: BarometerReading
    @Inject private var thermometer: ThermometerReading
    @Inject private var units: UnitPreferences

    var body: some View {
        Text("\(thermometer.celsius(), specifier: "%.1f") °C, \(barometer.pressure(), specifier: "%.0f") hPa")
    }
}
