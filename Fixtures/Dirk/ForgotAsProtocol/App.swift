import Dirk

protocol AnalyticsTracking {
    func track(_ event: String)
}

final class FirebaseAnalytics: AnalyticsTracking {
    func track(_ event: String) {}
}

final class LoginViewModel {
    @Inject private var analytics: AnalyticsTracking

    func didLogin() { analytics.track("login") }
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Singleton { FirebaseAnalytics() }
            Factory { LoginViewModel() }
        }
    }
}
