import Zerk

protocol AnalyticsTracking { func track(_ event: String) }
protocol Logging {}

final class FirebaseAnalytics: AnalyticsTracking {
    func track(_ event: String) {}
}

final class ConsoleLogger: Logging {}

extension Zerk: AutoStoring {
    public static func autoStore() {
        store
            .singleton(FirebaseAnalytics())
            .transient { _ in ConsoleLogger() }
    }
}

final class CheckoutViewModel {
    @Injected var analytics: AnalyticsTracking
    @Injected var logger: Logging
    @Injected var logging: Loging
}
