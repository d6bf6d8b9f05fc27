import Dirk

final class FeedModule: Module {
    init() {
        super.init {
            Singleton { FeedRepository(client: try $0.get(), builder: try $0.get(), retry: try $0.get()) }
            Singleton { ImagePrefetcher() }
            Factory { FeedViewModel(repository: try $0.get()) }
        }
    }
}
