protocol APIClient {}
final class LiveAPIClient: APIClient {}
final class PreviewAPIClient: APIClient {}
protocol Logging {}
final class ConsoleLogger: Logging {}
protocol Settings {}
final class UserDefaultsSettings: Settings {}
