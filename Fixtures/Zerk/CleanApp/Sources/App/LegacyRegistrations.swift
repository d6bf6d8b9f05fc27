import Zerk

// Zerk 1.0.0–1.0.1 spelled the type list after the builder; both spellings are still in use.
enum LegacyRegistrations {
    static func register() {
        Zerk.store
            .singleton({ storage, _ in StoreCatalog(client: storage.restore()) }, as: Storefront.self, Catalog.self)
            .scoped(SearchIndex.init)
    }
}
