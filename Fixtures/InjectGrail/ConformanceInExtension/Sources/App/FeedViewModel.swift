import InjectGrail

protocol FeedViewModelInjector: Injector {
    var store: Store { get }
    var analytics: Analytics { get }
    var pageSize: Int { get }
}

final class FeedViewModel {
    let injector: FeedViewModelInjectorImpl

    init(injector: FeedViewModelInjectorImpl) {
        self.injector = injector
        analytics.track("feed")
    }
}

extension FeedViewModel: Injectable {}
