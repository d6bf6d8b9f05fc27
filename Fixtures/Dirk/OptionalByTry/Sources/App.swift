import Dirk
import Foundation

final class Database {
    init(path: String) throws { if path.isEmpty { throw CocoaError(.fileNoSuchFile) } }
}

final class SyncService {
    let database: Database?
    init(database: Database?) { self.database = database }
}

/// `try?` makes the builder's result `Database?`: Dirk keys the provider `Optional<Database>`.
func startDI() throws {
    try Dirk.start {
        Module {
            Singleton { try? Database(path: "/tmp/app.sqlite") }
            Factory { try SyncService(database: $0.get()) }
        }
    }
}

final class SyncScreen {
    @Inject var sync: SyncService
    @Inject var database: Database?
}
