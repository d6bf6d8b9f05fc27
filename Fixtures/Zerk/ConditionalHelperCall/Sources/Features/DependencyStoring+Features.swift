import Zerk

extension DependencyStoring {
    func registerFeatures() -> DependencyStoring {
        transient { (api: CatalogAPI, favorites: FavoritesStore) in
            CatalogViewModel(api: api, favorites: favorites)
        }
    }
}
