import Dirk

enum Boot {
    static func run() {
        try! Dirk.start {
            Module { Singleton<Clock> { SystemClock() } }
        }
        // Features added once the container is up, through the instance `Dirk.get()` returns.
        let dirk = try! Dirk.get()
        dirk.register(Module { Factory<Chat> { LiveChat(clock: try inject()) } })
    }
}
