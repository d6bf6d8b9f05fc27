import Shank

final class AppDelegate {
    private let container = AppContainer()

    func didFinishLaunching() {
        container.build()
    }
}

final class SyncService {
    @Inject private var api: Api
    @Inject private var keychain: Keychain
    // Never registered: ConsoleAnalytics is not in the container.
    @Inject private var analytics: Analytics

    func sync() -> String {
        analytics.track("sync")
        return keychain.token() ?? api.fetch()
    }
}
