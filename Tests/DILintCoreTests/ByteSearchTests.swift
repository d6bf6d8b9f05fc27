@testable import DILintCore
import XCTest

/// The byte pre-check that decides whether a project needs InjectGrail's reader at all.
final class ByteSearchTests: XCTestCase {
    private func contains(_ text: String, _ word: String) -> Bool {
        ByteSearch.contains(Array(text.utf8), Array(word.utf8))
    }

    func testFindsAWordAnywhereIncludingTheEnds() {
        XCTAssertTrue(contains("protocol AppInjector: Injector {}", "Injector"))
        XCTAssertTrue(contains("Injector", "Injector"))
        XCTAssertTrue(contains("x: RootInjector", "Injector"))
        XCTAssertTrue(contains("IInjector", "Injector"), "a false start does not hide the match after it")
    }

    func testMissesWhatIsNotThere() {
        XCTAssertFalse(contains("@Inject var api: Api", "Injector"))
        XCTAssertFalse(contains("Inject", "Injector"))
        XCTAssertFalse(contains("", "Injector"))
    }
}
