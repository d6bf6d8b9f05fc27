import Dirk

func startDI() throws {
    try Dirk.start {
        CoreModule()
        SpeedTestModule()
    }
}

final class CoreModule: Module {
    init() { super.init { Singleton<Clock> { SystemClock() } } }
}
protocol Clock {}
final class SystemClock: Clock {}

final class HomeScreen {
    @Inject var runner: SpeedTestRunner
}
