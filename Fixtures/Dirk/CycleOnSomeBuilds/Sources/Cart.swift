import Dirk

protocol PricingService { func price() -> Int }

final class CartStore {
    let pricing: PricingService
    init(pricing: PricingService = try! inject(PricingService.self)) { self.pricing = pricing }
}

final class StaticPricing: PricingService { func price() -> Int { 1 } }

final class LivePricing2: PricingService {
    let cart: CartStore
    init(cart: CartStore) { self.cart = cart }
    func price() -> Int { 2 }
}

struct Checkout {
    var pricing: PricingService = try! inject(PricingService.self)
    var title = "Checkout"
}
