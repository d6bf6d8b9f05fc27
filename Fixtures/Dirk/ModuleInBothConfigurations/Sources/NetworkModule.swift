import Dirk

final class NetworkModule: FeatureModule {
    init(baseURL: String) {
        super.init(name: "network") {
            Singleton<HTTPClient> { DefaultHTTPClient(baseURL: baseURL) }
        }
    }
}
