import Dirk

enum NotesApp {
    static func start() {
        try! Dirk.start {
            Module {
                Singleton<NoteStore> { DiskNoteStore() }
                Singleton<SyncService> { CloudSync() }
                Factory { NotesViewModel() }
            }
        }
    }

    static func showNotes() throws -> NotesViewModel {
        try inject()
    }
}
