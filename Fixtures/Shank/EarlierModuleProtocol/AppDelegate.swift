import Shank

final class AppDelegate {
    private let modules: [Module] = [AppModule()]

    func didFinishLaunching() {
        modules.register()
    }
}

final class FeedViewController {
    @Inject private var feed: FeedService
    @Inject private var clock: Clock
}
