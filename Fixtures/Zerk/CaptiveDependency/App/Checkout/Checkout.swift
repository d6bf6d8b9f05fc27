final class Cart {
    var items: [String] = []
}

final class CheckoutService {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
