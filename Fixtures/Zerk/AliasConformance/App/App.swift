import Zerk

protocol Reading {}
protocol Writing {}
protocol Syncing {}

final class LocalStore: Reading {}
extension LocalStore: Syncing {}

func registerStores() {
    Zerk.store
        .singleton(Reading.self, Writing.self, Syncing.self) { _ in LocalStore() }
        .scoped({ _ in LocalStore() }, as: Writing.self)
}
