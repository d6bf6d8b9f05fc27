import Foundation

struct Product: Hashable {
    let id: Int
    let name: String
}

final class CartViewModel {
    private let store: CartStore

    init(store: CartStore) {
        self.store = store
    }

    var count: Int { store.items().count }
}
