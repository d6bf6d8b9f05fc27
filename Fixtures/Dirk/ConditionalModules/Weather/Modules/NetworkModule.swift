import Dirk
import Foundation

final class NetworkModule: Module {
    init() {
        super.init {
            Singleton<HTTPClient> { URLSessionHTTPClient(session: .shared) }
            Factory<ForecastService> { try OpenMeteoForecastService(client: $0.get()) }
        }
    }
}
