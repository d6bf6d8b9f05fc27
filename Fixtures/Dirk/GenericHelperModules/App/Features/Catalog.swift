import Dirk

final class CatalogViewModel {
    @Inject var client: HTTPClient
    @Inject var analytics: Analytics
}
