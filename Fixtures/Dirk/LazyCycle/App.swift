import Dirk

final class Coordinator {
    @Inject var screens: ScreenFactory
    func start() { _ = screens.home() }
}

final class ScreenFactory {
    let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator }
    func home() -> String { "home" }
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Singleton { Coordinator() }
            Factory { try ScreenFactory(coordinator: $0.get()) }
        }
    }
}
