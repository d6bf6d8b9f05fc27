import InjectGrail

struct AppRoot: RootInjector {
    let api: Api
}

final class Api {}

protocol FeedInjector: Injector {
    var api: Api { get }
}

final class Feed: Injectable {
    let injector: FeedInjectorImpl
    init(injector: FeedInjectorImpl) { self.injector = injector }
}
