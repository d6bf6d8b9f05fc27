import DILintCore
import XCTest

final class GlobTests: XCTestCase {
    func testStarStaysWithinOneFolder() {
        XCTAssertTrue(Glob("Sources/*.swift").matches("Sources/App.swift"))
        XCTAssertFalse(Glob("Sources/*.swift").matches("Sources/Shop/App.swift"))
    }

    func testDoubleStarCrossesFoldersIncludingNone() {
        let glob = Glob("**/Generated/**")
        XCTAssertTrue(glob.matches("Generated/A.swift"))
        XCTAssertTrue(glob.matches("Sources/Shop/Generated/Deep/A.swift"))
        XCTAssertFalse(glob.matches("Sources/GeneratedCode/A.swift"))
    }

    func testFolderPatternCoversItsContents() {
        XCTAssertTrue(Glob("Sources/Legacy").matches("Sources/Legacy/Old.swift"))
        XCTAssertTrue(Glob("./Sources/Legacy/").matches("Sources/Legacy/Old.swift"))
        XCTAssertFalse(Glob("Sources/Legacy").matches("Sources/LegacyKit/Old.swift"))
    }

    func testQuestionMarkMatchesOneCharacter() {
        XCTAssertTrue(Glob("App?.swift").matches("App2.swift"))
        XCTAssertFalse(Glob("App?.swift").matches("App.swift"))
        XCTAssertFalse(Glob("a?b").matches("a/b"))
    }
}
