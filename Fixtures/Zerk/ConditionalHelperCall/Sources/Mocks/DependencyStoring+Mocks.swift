import Foundation
import Zerk

extension DependencyStoring {
    /// Canned data for the simulator and UI tests.
    func registerMocks() -> DependencyStoring {
        self
            .singleton(StubCatalogAPI() as CatalogAPI)
            .singleton(DebugMenuModel())
    }
}

struct StubCatalogAPI: CatalogAPI {
    func products() async throws -> [Product] {
        [Product(id: 1, name: "Sample", imageURL: URL(string: "https://example.com/1.png")!)]
    }
}

final class DebugMenuModel {
    var showsLayoutBounds = false
}
