import Foundation
import Zerk

extension DependencyStoring {
    func registerStorage() -> DependencyStoring {
        singleton(UserDefaultsCartStore(defaults: .standard) as CartStore)
    }
}

protocol CartStore {
    func items() -> [Product]
    func add(_ product: Product)
}

struct UserDefaultsCartStore: CartStore {
    let defaults: UserDefaults

    func items() -> [Product] { [] }
    func add(_ product: Product) {}
}
