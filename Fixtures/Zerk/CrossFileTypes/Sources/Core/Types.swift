protocol Database {}
protocol Repository {}
protocol Formatter {}

final class SQLiteDatabase: Database {}

// Memberwise initializer, declared in another file than its registration.
struct ItemRepository: Repository {
    let database: Database
    var pageSize: Int = 20
}

struct DateFormatterBox: Formatter {}

// Two initializers taking one unlabeled argument: the closure parameter's type cannot be decided.
final class Exporter {
    init(_ repository: Repository) {}
    init(_ formatter: Formatter) {}
}
