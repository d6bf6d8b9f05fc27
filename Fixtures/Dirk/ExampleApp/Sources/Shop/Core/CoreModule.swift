import Dirk
import Foundation

protocol HTTPClient {
    func send(_ request: URLRequest) async throws -> Data
}

final class URLSessionClient: HTTPClient {
    private let session: URLSession
    init(session: URLSession = .shared) { self.session = session }
    func send(_ request: URLRequest) async throws -> Data { try await session.data(for: request).0 }
}

protocol AnalyticsTracking {
    func track(_ event: String, properties: [String: String])
}

final class FirebaseAnalytics: AnalyticsTracking {
    func track(_ event: String, properties: [String: String]) {}
}

protocol Logging {
    func log(_ message: String)
}

struct OSLogger: Logging {
    var subsystem = "shop"
    func log(_ message: String) {}
}

final class CoreModule: Module {
    init() {
        super.init {
            Singleton<HTTPClient> { URLSessionClient() }
            // Registered as the concrete type: every `AnalyticsTracking` request will crash.
            Singleton { FirebaseAnalytics() }
            #if DEBUG
            Singleton<Logging> { OSLogger(subsystem: "shop.debug") }
            #endif
        }
    }
}
