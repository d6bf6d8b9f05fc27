import Dirk
import XCTest

final class InMemoryStorage: Storage { func read() -> String { "" } }

final class NotesTests: XCTestCase {
    func testReadsStorage() throws {
        try Dirk.start {
            Module { Factory<Storage> { InMemoryStorage() } }
        }
        let notes = try inject(Notes.self)
        let clock: Clock = try inject()
        XCTAssertEqual(notes.storage.read(), "")
        _ = clock
        try Dirk.stop()
    }
}
