import Foundation

struct Product: Hashable {
    let id: Int
    let name: String
    let imageURL: URL
}

protocol CatalogAPI {
    func products() async throws -> [Product]
}

struct RESTCatalogAPI: CatalogAPI {
    let client: HTTPClient

    func products() async throws -> [Product] { [] }
}
