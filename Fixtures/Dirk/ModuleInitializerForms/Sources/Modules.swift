import Dirk

/// A module type whose convenience initializer hands its providers to the designated one.
final class SessionModule: Module {
    override init(@ArrayBuilder<Provider> _ builder: () -> [Provider]) {
        super.init(builder)
    }

    convenience init() {
        self.init {
            Factory(Session.self) { UserSession() }
        }
    }
}

extension Module {
    convenience init(verbose: Bool) {
        self.init {
            Factory<Logger> { ConsoleLogger() }
        }
    }
}

@ArrayBuilder<Provider>
func timeProviders() -> [Provider] {
    Singleton<Clock> { SystemClock() }
}

func startDI() throws {
    try Dirk.start {
        SessionModule()
        Module(verbose: true)
        Module(timeProviders)
        Module.init {
            Factory<Cache> { MemoryCache() }
        }
    }
}
