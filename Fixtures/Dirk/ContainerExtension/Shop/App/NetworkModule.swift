import Foundation
import Dirk

protocol HTTPClient {
    func send(_ request: URLRequest) async throws -> Data
}

struct URLSessionHTTPClient: HTTPClient {
    let session: URLSession

    func send(_ request: URLRequest) async throws -> Data {
        try await session.data(for: request).0
    }
}

final class NetworkModule: Module {
    init() {
        super.init {
            Singleton { URLSessionHTTPClient(session: .shared) as HTTPClient }
        }
    }
}
