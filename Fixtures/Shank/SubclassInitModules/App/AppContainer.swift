import Shank

protocol Api { func fetch() -> String }
final class LiveApi: Api { func fetch() -> String { "data" } }
protocol Keychain { func token() -> String? }
final class SystemKeychain: Keychain { func token() -> String? { nil } }
protocol Analytics { func track(_ event: String) }
final class ConsoleAnalytics: Analytics { func track(_ event: String) { print(event) } }

/// The app's container lists its modules in its own initializer, so every instance holds them.
final class AppContainer: Dependencies {
    let environment: String

    init(environment: String) {
        self.environment = environment
        super.init {
            Module { LiveApi() as Api }
            Module { SystemKeychain() as Keychain }
        }
    }

    convenience init() {
        self.init(environment: "production")
    }
}
