import Zerk

struct FeedView {
    typealias Dependency = Clock
    typealias Storage = Database

    @Injected var clock: Self.Dependency
    @Injected var database: Self.Storage

    func reload() {
        let again: Self.Dependency = Zerk.standardStorage.restore()
        _ = again
    }
}
