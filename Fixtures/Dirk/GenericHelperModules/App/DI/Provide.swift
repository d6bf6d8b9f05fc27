import Dirk

/// One line per registration: the team's own helpers around Dirk's providers.
enum Provide {
    static func single<Service>(_ type: Service.Type, _ make: @escaping () throws -> Service) -> Module {
        Module { Singleton<Service> { try make() } }
    }

    static func perUse<Service>(_ type: Service.Type, make: @escaping () throws -> Service) -> Module {
        Module { Factory(Service.self, make) }
    }

    /// The type is the closure's: `Provide.built { CatalogViewModel() }`.
    static func built<Service>(_ make: @escaping () throws -> Service) -> Module {
        Module { Factory { try make() } }
    }
}
