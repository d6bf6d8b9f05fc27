import Zerk

protocol Chat {}
protocol Clock {}
protocol Feed {}
final class LiveChat: Chat {}
final class SystemClock: Clock {}
final class LiveFeed: Feed {}

// Properties that evaluate to the standard storage are the standard storage.
enum DI {
    static var store: DependencyStoring { Zerk.store }
    static var resolver: DependencyRestoring { return Zerk.standardStorage }
    static var both: DependencyStoring & DependencyRestoring {
        get { Zerk.standardStorage as! DependencyStoring & DependencyRestoring }
    }

    static func register() {
        DI.store.singleton(LiveChat() as Chat)
        Zerk.store.singleton(SystemClock() as Clock)
        both.transient(LiveFeed() as Feed)
    }
}

func now() -> Clock { DI.resolver.restore() }

final class HomeScreen {
    @Injected var chat: Chat
    @Injected(from: DI.both) var feed: Feed
}
