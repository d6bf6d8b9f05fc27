import Dirk

final class CartStore {
    private(set) var items: [Product] = []
    private let pricing: PricingService

    init(pricing: PricingService) {
        self.pricing = pricing
    }

    func add(_ product: Product) { items.append(product) }

    var totalCents: Int { pricing.total(of: items) }
}

final class PricingService {
    private let promotions: PromotionEngine
    init(promotions: PromotionEngine) { self.promotions = promotions }

    func total(of items: [Product]) -> Int {
        items.reduce(0) { $0 + $1.priceCents } - promotions.discount(for: items)
    }
}

final class PromotionEngine {
    private let cart: CartStore
    init(cart: CartStore) { self.cart = cart }

    func discount(for items: [Product]) -> Int { items.count > 3 ? 100 : 0 }
}

final class CartModule: Module {
    init() {
        super.init {
            Singleton { try CartStore(pricing: $0.get()) }
            Singleton { dirk in PricingService(promotions: try dirk.get()) }
            Factory { PromotionEngine(cart: try inject()) }
        }
    }
}
