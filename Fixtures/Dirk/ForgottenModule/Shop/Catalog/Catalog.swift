import Dirk
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
}

protocol ProductRepository {
    func products() async -> [Product]
}

struct RemoteProductRepository: ProductRepository {
    func products() async -> [Product] { [] }
}

final class CatalogViewModel: ObservableObject {
    private let repository: ProductRepository
    @Inject private var cart: CartStore

    init(repository: ProductRepository) {
        self.repository = repository
    }

    func add(_ product: Product) { cart.add(product) }
}

struct CatalogView: View {
    @ObservableInject private var viewModel: CatalogViewModel

    var body: some View {
        NavigationStack { CheckoutView() }
    }
}
