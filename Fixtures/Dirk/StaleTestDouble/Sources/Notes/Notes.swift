import Dirk

protocol NoteStore {
    func all() -> [String]
}

protocol SyncService {
    func sync()
}

/// The old name of the sync service, kept for the widget's source compatibility; the app no longer asks for it.
protocol LegacySync {}

final class DiskNoteStore: NoteStore {
    func all() -> [String] { [] }
}

final class CloudSync: SyncService, LegacySync {
    func sync() {}
}

final class NotesViewModel {
    @Inject var store: NoteStore
    @Inject var sync: SyncService
}
