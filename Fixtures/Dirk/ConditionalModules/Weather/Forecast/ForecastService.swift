import Foundation

protocol HTTPClient {
    func get(_ url: URL) async throws -> Data
}

struct URLSessionHTTPClient: HTTPClient {
    let session: URLSession
    func get(_ url: URL) async throws -> Data { try await session.data(from: url).0 }
}

protocol ForecastService {
    func forecast(at coordinate: (Double, Double)) async throws -> [Double]
}

struct OpenMeteoForecastService: ForecastService {
    let client: HTTPClient
    func forecast(at coordinate: (Double, Double)) async throws -> [Double] { [] }
}
