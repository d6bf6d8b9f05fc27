import InjectGrail

protocol FeedInjector: Injector {
    var api: Api { get }
}

final class Api {}

final class Feed: Injectable {
    let injector: FeedInjectorImpl
    init(injector: FeedInjectorImpl) { self.injector = injector }
}
