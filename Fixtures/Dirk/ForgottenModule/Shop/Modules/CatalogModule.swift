import Dirk

final class CatalogModule: Module {
    init() {
        super.init {
            Singleton<ProductRepository> { RemoteProductRepository() }
            Factory { CatalogViewModel(repository: $0.get()) }
        }
    }
}
