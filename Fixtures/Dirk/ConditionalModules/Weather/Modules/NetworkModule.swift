import Dirk
import Foundation

final class NetworkModule: Module {
    init() {
        super.init {
            Singleton<HTTPClient> { URLSessionHTTPClient(session: .shared) }
            Factory<ForecastService> { OpenMeteoForecastService(client: $0.get()) }
        }
    }
}
