import Dirk

enum AppBoot {
    static func start() {
        try! Dirk.start {
            NetworkModule()
            FeedModule()
        }
    }
}
