import Foundation

protocol HTTPClient {
    func data(from url: URL) async throws -> Data
}

struct URLSessionClient: HTTPClient {
    let session: URLSession

    func data(from url: URL) async throws -> Data {
        try await session.data(from: url).0
    }
}
