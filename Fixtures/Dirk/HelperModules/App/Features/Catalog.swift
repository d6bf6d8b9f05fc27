import Dirk

final class CatalogViewModel {
    @Inject var requests: APIRequests
    @Inject var analytics: Analytics
}
