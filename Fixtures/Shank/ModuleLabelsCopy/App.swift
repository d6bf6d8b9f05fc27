protocol Logger { func log(_ s: String) }
struct PrintLogger: Logger { func log(_ s: String) { print(s) } }
protocol Clock { func now() -> Int }
struct FixedClock: Clock { func now() -> Int { 5 } }
protocol Database { func rows() -> Int }
final class SQLiteDatabase: Database { func rows() -> Int { 5 } }
protocol Cache { func size() -> Int }
struct MemoryCache: Cache { func size() -> Int { 1 } }

final class ReportService {
    @Inject private var logger: Logger
    @Inject private var clock: Clock
    @Inject private var cache: Cache
    @Inject("primary") private var database: Database
    func run() -> String { logger.log("report"); return "\(database.rows() + clock.now() + cache.size())" }
}

// Only the copy's unlabelled first String names a module; `owner:` is another parameter, `nil` no name.
enum AppContainer {
    static let dependencies = Dependencies {
        Module(owner: "Logging") { PrintLogger() as Logger }
        Module(scope: .singleton) { FixedClock() as Clock }
        Module(nil, scope: .singleton) { MemoryCache() as Cache }
        Module("primary", scope: .singleton) { SQLiteDatabase() as Database }
    }
    static func start() { dependencies.build() }
}
