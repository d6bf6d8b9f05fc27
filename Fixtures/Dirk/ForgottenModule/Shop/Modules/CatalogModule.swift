import Dirk

final class CatalogModule: Module {
    init() {
        super.init {
            Singleton<ProductRepository> { RemoteProductRepository() }
            Factory { try CatalogViewModel(repository: $0.get()) }
        }
    }
}
