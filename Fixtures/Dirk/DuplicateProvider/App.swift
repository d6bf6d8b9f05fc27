import Dirk

protocol Clock { var now: Double { get } }
struct SystemClock: Clock { var now: Double { 0 } }
struct FixedClock: Clock { var now: Double { 42 } }

final class CoreModule: Module {
    init() {
        super.init {
            Singleton<Clock> { SystemClock() }
        }
    }
}

final class DebugToolsModule: Module {
    init() {
        super.init {
            Factory<Clock> { FixedClock() }
        }
    }
}

final class Scheduler {
    @Inject var clock: Clock
}

func bootstrap() {
    try! Dirk.start {
        CoreModule()
        DebugToolsModule()
        Module { Factory { Scheduler() } }
    }
}
