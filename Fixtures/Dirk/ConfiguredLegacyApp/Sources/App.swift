import Dirk

protocol AnalyticsClient {}
protocol Logger {}
protocol Clock {}
protocol Store {}
final class ConsoleLogger: Logger {}
final class DiskStore: Store {}

func boot() {
    try! Dirk.start {
        Module {
            Singleton<Logger> { ConsoleLogger() }
            Singleton<Logger> { ConsoleLogger() }
            Factory<Store> { DiskStore() }
        }
    }
}

final class HomeScreen {
    @Inject var analytics: AnalyticsClient
    @Inject var logger: Logger
    // dilint:disable-next-line unregistered-type -- the clock is injected by the widget extension
    @Inject var clock: Clock
    @Inject var store: Store // dilint:disable-line unregistered-type -- left over from the old store
}

final class SettingsScreen {
    @Inject var clock: Clock // dilint:disable-line unregistered-type
}
