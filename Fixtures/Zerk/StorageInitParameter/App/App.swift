import Zerk

protocol Analytics {}
protocol Logger {}
final class NoopAnalytics: Analytics {}
final class ConsoleLogger: Logger {}

// The storage comes from a parameter each caller fills: which storage it is cannot be told here.
final class Assembler {
    private let storage: DependencyStoring
    init(storage: DependencyStoring) { self.storage = storage }
    func run() {
        storage.singleton(NoopAnalytics() as Analytics)
    }
}

enum Bootstrap {
    static func register() {
        Assembler(storage: Zerk.store).run()
        Zerk.store.singleton(ConsoleLogger() as Logger)
    }
}

final class HomeScreen {
    @Injected var analytics: Analytics
    @Injected var logger: Logger
}
