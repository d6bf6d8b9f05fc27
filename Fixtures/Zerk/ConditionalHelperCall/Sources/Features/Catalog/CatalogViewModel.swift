import Foundation

final class CatalogViewModel {
    private let api: CatalogAPI
    private let favorites: FavoritesStore
    private(set) var products: [Product] = []

    init(api: CatalogAPI, favorites: FavoritesStore) {
        self.api = api
        self.favorites = favorites
    }

    func load() async {
        products = (try? await api.products()) ?? []
    }
}
