import Shank

// Written for Shank's 2019 API: `Module` was a protocol whose `register()` fills the root container in
// place with `make { … }`; there was no `Dependencies` container to build.
protocol Clock {}
struct SystemClock: Clock {}

protocol FeedService {}
struct RemoteFeedService: FeedService {}

struct AppModule: Module {
    func register() {
        make { SystemClock() as Clock }
        make { RemoteFeedService() as FeedService }
    }
}
