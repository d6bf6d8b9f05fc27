protocol Logger {}
final class ConsoleLogger: Logger {}
protocol Session {}
final class UserSession: Session {}
protocol Cache {}
final class MemoryCache: Cache {}
protocol Clock {}
final class SystemClock: Clock {}
