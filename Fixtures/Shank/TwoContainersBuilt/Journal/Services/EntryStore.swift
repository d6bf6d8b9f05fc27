import Foundation

struct Entry: Hashable {
    let date: Date
    let text: String
}

protocol EntryStore {
    func entries() -> [Entry]
    func save(_ entry: Entry)
}

final class SQLiteEntryStore: EntryStore {
    private let path: String

    init(path: String) {
        self.path = path
    }

    func entries() -> [Entry] { [] }
    func save(_ entry: Entry) {}
}

final class InMemoryEntryStore: EntryStore {
    private var stored: [Entry] = []

    func entries() -> [Entry] { stored }
    func save(_ entry: Entry) { stored.append(entry) }
}
