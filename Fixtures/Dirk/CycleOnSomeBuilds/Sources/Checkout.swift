import Dirk

protocol Pricing { func price() -> Int }

struct CartState {
    var pricing: Pricing = try! inject(Pricing.self)
    var items: [String] = []
}

final class LivePricing: Pricing {
    let cart: CartState
    init(cart: CartState) { self.cart = cart }
    func price() -> Int { cart.items.count }
}

final class FlatPricing: Pricing { func price() -> Int { 0 } }
