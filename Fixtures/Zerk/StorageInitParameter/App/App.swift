import Zerk

protocol Analytics {}
protocol Logger {}
final class NoopAnalytics: Analytics {}
final class ConsoleLogger: Logger {}

// The storage comes from a parameter a caller may fill with any storage: which one it is cannot be told.
final class Assembler {
    private let storage: DependencyStoring
    init(storage: DependencyStoring = Zerk.store) { self.storage = storage }
    func run() {
        storage.singleton(NoopAnalytics() as Analytics)
    }
}

enum Bootstrap {
    static func register() {
        Assembler().run()
        Zerk.store.singleton(ConsoleLogger() as Logger)
    }
}

final class HomeScreen {
    @Injected var analytics: Analytics
    @Injected var logger: Logger
}
