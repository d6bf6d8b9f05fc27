import Dirk

final class CartModule: Module {
    init() {
        super.init {
            Singleton { CartService(client: try $0.get()) as CartServicing }
            Factory { StandardPricing() as Pricing }
        }
    }
}
