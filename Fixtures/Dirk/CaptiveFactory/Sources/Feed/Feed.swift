import Dirk

final class FeedRepository {
    let client: HTTPClient
    let builder: RequestBuilder
    let retry: RetryPolicy
    init(client: HTTPClient, builder: RequestBuilder, retry: RetryPolicy) {
        self.client = client
        self.builder = builder
        self.retry = retry
    }
}

/// Asks for a builder on every use, so each prefetch gets a fresh one.
final class ImagePrefetcher {
    @Resolve var builder: RequestBuilder
}

final class FeedViewModel {
    let repository: FeedRepository
    init(repository: FeedRepository) { self.repository = repository }
}
