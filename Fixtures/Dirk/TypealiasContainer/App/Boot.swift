import Dirk

enum Boot {
    static func run() {
        try! DI.start {
            Module { Singleton<Clock> { SystemClock() } }
        }
        // The late features still spell the framework's own name.
        try! Dirk.get().register(Module { Factory<Greeter> { Greeter(clock: try inject()) } })
    }
}
