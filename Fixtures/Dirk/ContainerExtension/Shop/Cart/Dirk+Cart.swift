import Dirk

extension Dirk {
    /// Screens are built from the container they are asked of.
    func cartScreen() throws -> CartScreen {
        CartScreen(cart: try get(), pricing: try self.get(Pricing.self))
    }
}
