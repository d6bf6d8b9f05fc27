import Dirk
import Foundation

protocol HTTPClient {
    func get(_ url: URL) async throws -> Data
}

final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let logger: Logging

    init(session: URLSession = .shared, logger: Logging) {
        self.session = session
        self.logger = logger
    }

    func get(_ url: URL) async throws -> Data {
        logger.log("GET \(url)")
        return try await session.data(from: url).0
    }
}

struct APIConfiguration {
    var baseURL: URL
    var timeout: TimeInterval = 30
}

final class NetworkModule: Module {
    init() {
        super.init {
            Singleton { APIConfiguration(baseURL: URL(string: "https://example.com")!) }
            Singleton<HTTPClient> { try URLSessionHTTPClient(logger: $0.get()) }
        }
    }
}
