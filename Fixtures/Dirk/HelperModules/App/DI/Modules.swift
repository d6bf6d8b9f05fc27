import Dirk

/// The app's modules, written by helpers instead of inline in `Dirk.start`.
enum AppModules {
    static var networking: Module {
        Module {
            Singleton<HTTPClient> { URLSessionClient() }
            Factory { try APIRequests(client: $0.get()) }
        }
    }

    static func storage(inMemory: Bool) -> Module {
        Module {
            Singleton<KeyValueStore> { inMemory ? MemoryStore() as KeyValueStore : DiskStore() }
        }
    }
}

let analyticsModule = Module {
    Singleton<Analytics> { ConsoleAnalytics() }
}

func featureModules() -> Module {
    Module {
        Factory { CatalogViewModel() }
        Factory { CartViewModel() }
    }
}
