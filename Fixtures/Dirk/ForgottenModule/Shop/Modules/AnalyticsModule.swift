import Dirk

final class AnalyticsModule: Module {
    init() {
        super.init {
            Singleton<AnalyticsTracker> { ConsoleAnalyticsTracker() }
        }
    }
}

protocol AnalyticsTracker {
    func track(_ event: String)
}

struct ConsoleAnalyticsTracker: AnalyticsTracker {
    func track(_ event: String) { print(event) }
}
