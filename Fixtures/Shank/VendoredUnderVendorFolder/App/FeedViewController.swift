import UIKit

protocol FeedServiceType {}
struct LiveFeedService: FeedServiceType {}

class FeedViewController: UIViewController {
    // Registered under 'LiveFeedService': the vendored container crashes on first access.
    @Inject private var feed: FeedServiceType
    @Inject private var client: HTTPClientType
}
