import Shank

final class FeedStore {
    let worker: FeedWorker
    init(worker: FeedWorker) { self.worker = worker }
}
final class FeedWorker {
    let makeStore: () -> FeedStore
    init(makeStore: @escaping () -> FeedStore) { self.makeStore = makeStore }
}

protocol FeedModuleType {
    func component() -> FeedStore
    func component() -> FeedWorker
}

struct FeedModule: FeedModuleType {
    func component() -> FeedWorker {
        FeedWorker(makeStore: { () -> FeedStore in self.component() })
    }

    func component() -> FeedStore {
        FeedStore(worker: component())
    }
}

enum Bootstrap {
    static func run() {
        Dependencies {
            Module { FeedModule() as FeedModuleType }
        }.build()
    }
}

final class FeedScreen {
    @Inject private var feed: FeedModuleType
    func load() -> FeedStore { feed.component() }
}
