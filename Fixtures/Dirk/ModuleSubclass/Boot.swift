import Dirk

enum Boot {
    static func run() {
        try! Dirk.start {
            ProfileModule()
        }
        try! Dirk.get().register(SettingsModule())
    }
}
