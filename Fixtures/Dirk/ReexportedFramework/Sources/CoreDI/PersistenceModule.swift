import Dirk
import Foundation

public protocol EntryStore {
    func entries() -> [String]
    func save(_ entry: String)
}

final class FileEntryStore: EntryStore {
    private let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    func entries() -> [String] { [] }
    func save(_ entry: String) {}
}

public final class PersistenceModule: Module {
    public init() {
        super.init {
            Singleton<EntryStore> { FileEntryStore(directory: FileManager.default.temporaryDirectory) }
        }
    }
}
