protocol Store { var id: String { get } }
struct MemoryStore: Store { let id: String }

final class Repo {
    @Inject("cache") var cache: Store
    func id() -> String { cache.id }
}

// The copy's builder takes `for` loops (`buildArray`): one named module per string.
enum AppDI {
    static let dependencies = Dependencies {
        for name in ["cache", "db"] {
            Module(name) { MemoryStore(id: name) as Store }
        }
    }
    static func start() { dependencies.build() }
}
