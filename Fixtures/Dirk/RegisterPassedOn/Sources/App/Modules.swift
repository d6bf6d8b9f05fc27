import Dirk
import Foundation

protocol HTTPClient { var baseURL: URL { get } }
final class URLSessionClient: HTTPClient { let baseURL: URL; init(baseURL: URL) { self.baseURL = baseURL } }
protocol Analytics {}
final class ConsoleAnalytics: Analytics {}
protocol Clock {}
final class SystemClock: Clock {}

extension Module {
    static func network(baseURL: URL) -> Module {
        Module { Singleton<HTTPClient> { URLSessionClient(baseURL: baseURL) } }
    }
    static let analytics = Module { Singleton<Analytics> { ConsoleAnalytics() } }
    static var clock: Module { Module { Factory<Clock> { SystemClock() } } }
}

enum AppModules {
    static func all(environment: [String: String]) -> [Module] {
        let base = URL(string: environment["API_URL"] ?? "https://api.example.com")!
        return [.network(baseURL: base), .analytics, .clock]
    }
}

func startDI() throws {
    try Dirk.start {}
    let dirk = try Dirk.get()
    AppModules.all(environment: ProcessInfo.processInfo.environment).forEach(dirk.register)
}

final class Home {
    @Inject var client: HTTPClient
    @Inject var analytics: Analytics
    @Inject var clock: Clock
}
