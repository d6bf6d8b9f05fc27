import Zerk

protocol Network {}
protocol Cache {}
final class LiveNetwork: Network {}
final class MemoryCache: Cache {}

// Helpers register into whichever storage their call sites pass.
func registerNetworking(into storage: DependencyStoring) {
    storage.singleton(LiveNetwork() as Network)
}

func registerCache(_ storage: DependencyStoring) {
    storage.singleton(MemoryCache() as Cache)
}

enum ChatContainer {
    static let storage = Zerk.newStorage()

    static func setUp() {
        registerNetworking(into: Zerk.store)
        registerNetworking(into: storage)
        registerCache(storage)
    }
}

final class ChatScreen {
    @Injected(from: ChatContainer.storage) var network: Network
    @Injected(from: ChatContainer.storage) var cache: Cache
}

final class HomeScreen {
    @Injected var network: Network
    // Only ChatContainer.storage is given a Cache.
    @Injected var cache: Cache
}
