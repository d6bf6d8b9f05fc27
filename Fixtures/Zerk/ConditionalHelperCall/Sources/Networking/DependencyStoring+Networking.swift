import Foundation
import Zerk

extension DependencyStoring {
    /// The live backend; debug builds use `registerMocks()` instead.
    func registerNetworking() -> DependencyStoring {
        self
            .singleton(URLSessionClient(session: .shared) as HTTPClient)
            .singleton { (client: HTTPClient) in RESTCatalogAPI(client: client) as CatalogAPI }
    }
}
