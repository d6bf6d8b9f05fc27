import Zerk

final class Screen {
    @Injected var logger: Logger
}

enum AppLaunch {
    static func start() {
        Zerk.store.singleton(StaticConfig() as Config)
        Zerk.autoStore()
    }
}
