import Foundation
import Zerk

extension DependencyStoring {
    func registerStorage() -> DependencyStoring {
        singleton(UserDefaultsFavorites(defaults: .standard) as FavoritesStore)
    }
}

protocol FavoritesStore {
    func isFavorite(_ id: Int) -> Bool
}

struct UserDefaultsFavorites: FavoritesStore {
    let defaults: UserDefaults

    func isFavorite(_ id: Int) -> Bool { defaults.bool(forKey: "favorite.\(id)") }
}
