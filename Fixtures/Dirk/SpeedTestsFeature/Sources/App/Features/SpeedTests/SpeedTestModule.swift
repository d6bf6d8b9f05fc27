import Dirk

protocol SpeedTestRunner { func run() -> Double }
final class LiveSpeedTestRunner: SpeedTestRunner {
    @Inject var clock: Clock
    func run() -> Double { 42 }
}

final class SpeedTestModule: Module {
    init() { super.init { Factory<SpeedTestRunner> { LiveSpeedTestRunner() } } }
}
