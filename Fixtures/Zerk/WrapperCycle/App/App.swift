import Zerk

protocol Router {}
protocol Coordinator {}

// Each holds the other through @Injected: the lookups happen at init, the instances only on first
// read, so this recurses only if an initializer reads the property.
final class AppRouter: Router {
    @Injected var coordinator: Coordinator
}

final class MainCoordinator: Coordinator {
    @Injected var router: Router
}

func register() {
    Zerk.store
        .singleton(AppRouter() as Router)
        .singleton(MainCoordinator() as Coordinator)
}
