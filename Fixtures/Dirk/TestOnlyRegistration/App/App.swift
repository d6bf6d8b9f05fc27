import Dirk

protocol Storage { func read() -> String }
protocol Clock {}
final class SystemClock: Clock {}

final class Notes {
    @Inject var storage: Storage
    @Inject var clock: Clock
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Factory { Notes() }
            Singleton<Clock> { SystemClock() }
        }
    }
}
