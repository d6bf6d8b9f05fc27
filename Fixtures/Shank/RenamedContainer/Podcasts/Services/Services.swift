import Foundation

protocol HTTPService {
    func get(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

struct URLSessionHTTPService: HTTPService {
    let session: URLSession

    func get(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void) {
        session.dataTask(with: url) { data, _, error in
            if let data = data { completion(.success(data)) } else { completion(.failure(error ?? URLError(.unknown))) }
        }.resume()
    }
}

protocol SecureStore {
    func token() -> String?
}

struct KeychainStore: SecureStore {
    func token() -> String? { nil }
}

protocol Logger {
    func log(_ message: String)
}

struct ConsoleLogger: Logger {
    func log(_ message: String) { print(message) }
}

struct SilentLogger: Logger {
    func log(_ message: String) {}
}

protocol AnalyticsService {
    func track(_ event: String)
}

struct FirebaseAnalytics: AnalyticsService {
    func track(_ event: String) {}
}
