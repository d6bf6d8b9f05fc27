import Zerk

enum FeatureRegistrations {
    static func register() {
        Zerk.store
            .singleton(SQLiteDatabase() as Database)
            .scoped { ItemRepository(database: $0) as Repository }
            .transient { Exporter($0) }
            #if os(iOS)
            .singleton(DateFormatterBox(locale: "en") as Formatter)
            #endif
    }
}

final class ListViewModel {
    @Injected var repository: Repository
    @Injected var exporter: Exporter
    @Injected var formatter: Formatter
}
