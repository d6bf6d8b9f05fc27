import Dirk
import XCTest
@testable import Notes

/// Written when the view model synced through `LegacySync` and the store conformed to `NoteStore`.
final class SyncSpy: LegacySync {
    var syncs = 0
}

final class InMemoryNoteStore {
    var notes: [String] = []
    func all() -> [String] { notes }
}

final class NotesViewModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        try! Dirk.start {
            Module {
                Singleton<NoteStore> { InMemoryNoteStore() }
                Singleton<LegacySync> { SyncSpy() }
            }
        }
    }

    func testShowsTheStoredNotes() throws {
        let model = try NotesApp.showNotes()
        XCTAssertEqual(model.store.all(), [])
    }
}
