import Foundation
import Zerk

extension DependencyStoring {
    func registerNetworking() -> DependencyStoring {
        self
            .singleton(URLSessionClient(session: .shared) as HTTPClient)
            .singleton { (client: HTTPClient) in RESTCatalogAPI(client: client) as CatalogAPI }
    }
}

protocol HTTPClient {
    func data(from url: URL) async throws -> Data
}

struct URLSessionClient: HTTPClient {
    let session: URLSession

    func data(from url: URL) async throws -> Data {
        try await session.data(from: url).0
    }
}

protocol CatalogAPI {
    func products() async throws -> [Product]
}

struct RESTCatalogAPI: CatalogAPI {
    let client: HTTPClient

    func products() async throws -> [Product] { [] }
}
