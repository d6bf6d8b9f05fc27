import Zerk

protocol Clock {}
final class SystemClock: Clock {
    static func register() {
        Zerk.store.singleton(Self() as Clock)
    }
}

final class Database {
    init() {}
    static func register() {
        Zerk.store.singleton(Self())
    }
}

struct Settings {
    static func register() {
        Zerk.store.transient(Self.init())
    }
}

final class Repo {
    init(db: Database) {}
    static func register() {
        Zerk.store.scoped(Self.init(db:))
    }
}

// 'Outbox' is never registered: building the mailer crashes.
final class Mailer {
    init(clock: Clock, outbox: Outbox) {}
    static func register() {
        Zerk.store.transient { Self(clock: $0, outbox: $1) }
    }
}

final class Outbox {}

final class Cache {
    static let shared = Cache()
    static func register() {
        Zerk.store.singleton(Self.shared)
    }
}

enum Boot {
    static func run() {
        SystemClock.register()
        Database.register()
        Settings.register()
        Repo.register()
        Mailer.register()
        Cache.register()
    }
}

final class Consumer {
    @Injected var clock: Clock
    @Injected var db: Database
    @Injected var settings: Settings
    @Injected var repo: Repo
    @Injected var cache: Cache
}
