import Zerk

final class Box<T> {
    init(_ value: T) {}
}

final class Repository<Model> {
    init(_ model: Model.Type) {}
    static func make(_ model: Model.Type) -> Repository<Model> { Repository(model) }
}

struct Page<Item> {
    var items: [Item] = []
}

enum Feed<Item> {
    final class Cursor {
        init() {}
    }
}

struct User {}
struct Order {}

enum Boot {
    static func registerAll() {
        // Swift infers the arguments: the keys are 'Box<Int>', 'Box<String>', 'Repository<User>', ...
        Zerk.store.singleton(Box(3))
        Zerk.store.singleton(Box("title"))
        Zerk.store.singleton(Repository(User.self))
        Zerk.store.singleton(Repository.make(Order.self))
        Zerk.store.transient { _ in Box(User()) }
        // Written arguments key the registration as written.
        Zerk.store.singleton(Page<User>())
        // An enclosing type's arguments are not part of Zerk's key: this is 'Cursor'.
        Zerk.store.transient(Feed<User>.Cursor())
    }
}

final class Consumer {
    @Injected var count: Box<Int>
    @Injected var title: Box<String>
    @Injected var users: Repository<User>
    @Injected var orders: Repository<Order>
    @Injected var user: Box<User>
    @Injected var page: Page<User>
    @Injected var cursor: Feed<User>.Cursor
}
