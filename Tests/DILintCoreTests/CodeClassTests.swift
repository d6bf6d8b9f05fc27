@testable import DILintCore
import XCTest

/// Test code is what lives under a folder whose name ends in `Tests`; the file's own name does not count.
final class CodeClassTests: XCTestCase {
    func testAFolderEndingInTestsMakesTestCode() {
        let cases: [(String, CodeClass)] = [
            ("Tests/AppTests/ScreenTests.swift", .test), ("Sources/AppTests/Helper.swift", .test),
            ("Modules/Feature/UITests/Flow.swift", .test), ("Sources/App/ScreenTests.swift", .app),
            ("Sources/TestsSupport/Fake.swift", .app), ("ScreenTests.swift", .app), ("Sources/App/Tests.swift", .app),
            ("/abs/IntegrationTests/x.swift", .test),
        ]
        for (path, expected) in cases { XCTAssertEqual(Discovery.codeClass(of: path), expected, path) }
    }
}
