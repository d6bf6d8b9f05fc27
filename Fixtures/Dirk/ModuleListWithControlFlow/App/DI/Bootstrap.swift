import Dirk

enum Environment { case production, staging, preview }

/// The modules depend on the environment: built as a list, not written in the builder.
func bootstrap(environment: Environment, debugMenu: Bool) throws {
    try Dirk.start {
        var modules: [Module] = [CoreModule()]
        switch environment {
        case .production, .staging:
            modules.append(Module { Singleton<APIClient> { LiveAPIClient() } })
        case .preview:
            modules.append(Module { Singleton<APIClient> { PreviewAPIClient() } })
        }
        if debugMenu {
            modules += [Module { Factory { DebugMenu() } }]
        }
        for feature in [Module { Factory { try OrdersViewModel(api: $0.get()) } }] {
            modules.append(feature)
        }
        return modules
    }
}

final class CoreModule: Module {
    init() {
        super.init {
            Singleton<Logging> { ConsoleLogger() }
        }
    }
}
