import Zerk

extension DependencyStoring {
    func registerFeatures() -> DependencyStoring {
        transient { (store: CartStore) in CartViewModel(store: store) }
            .transient { (api: CatalogAPI) in ProfileViewModel(api: api) }
    }
}
