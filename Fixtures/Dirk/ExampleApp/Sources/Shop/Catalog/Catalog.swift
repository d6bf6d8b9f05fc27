import Dirk
import SwiftUI

struct Product: Identifiable, Hashable {
    let id: String
    let title: String
    let priceCents: Int
}

protocol CatalogRepository {
    func products() async throws -> [Product]
}

final class RemoteCatalogRepository: CatalogRepository {
    private let client: HTTPClient
    private let logger: Logging

    init(client: HTTPClient, logger: Logging) {
        self.client = client
        self.logger = logger
    }

    func products() async throws -> [Product] {
        logger.log("loading catalog")
        _ = try await client.send(URLRequest(url: URL(string: "https://shop.example/products")!))
        return []
    }
}

@MainActor
final class CatalogViewModel: ObservableObject {
    @Inject private var repository: CatalogRepository
    @Inject private var analytics: AnalyticsTracking
    @Inject private var cart: CartStore
    @Published private(set) var products: [Product] = []

    func load() async {
        products = (try? await repository.products()) ?? []
        analytics.track("catalog_viewed", properties: [:])
    }

    func add(_ product: Product) {
        cart.add(product)
    }
}

struct CatalogView: View {
    @StateInject private var viewModel: CatalogViewModel

    var body: some View {
        List(viewModel.products) { product in
            Button(product.title) { viewModel.add(product) }
        }
        .task { await viewModel.load() }
    }
}

final class CatalogModule: Module {
    init() {
        super.init {
            Factory<CatalogRepository> { try RemoteCatalogRepository(client: $0.get(), logger: $0.get()) }
            Factory { CatalogViewModel() }
        }
    }
}
