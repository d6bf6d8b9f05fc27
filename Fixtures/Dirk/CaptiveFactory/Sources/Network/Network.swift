import Dirk

protocol HTTPClient {}
final class URLSessionClient: HTTPClient {}

/// Carries the headers of one request; meant to be fresh for every request.
final class RequestBuilder {
    var headers: [String: String] = [:]
}

/// Plain configuration, copied wherever it goes.
struct RetryPolicy {
    var attempts = 3
}

final class NetworkModule: Module {
    init() {
        super.init {
            Singleton<HTTPClient> { URLSessionClient() }
            Factory { RequestBuilder() }
            Factory { RetryPolicy() }
        }
    }
}
