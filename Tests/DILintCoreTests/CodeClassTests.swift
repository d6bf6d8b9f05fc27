@testable import DILintCore
import XCTest

/// Test code is what lives under a folder whose name ends in `Tests`; the file's own name does not count.
final class CodeClassTests: XCTestCase {
    func testAFolderEndingInTestsMakesTestCode() {
        let cases: [(String, CodeClass)] = [
            ("Tests/AppTests/ScreenTests.swift", .test), ("AppTests/Helper.swift", .test),
            ("Modules/Feature/UITests/Flow.swift", .test), ("Sources/App/ScreenTests.swift", .app),
            ("Sources/TestsSupport/Fake.swift", .app), ("ScreenTests.swift", .app), ("Sources/App/Tests.swift", .app),
            ("/abs/IntegrationTests/x.swift", .test), ("Packages/Core/Tests/CoreTests/x.swift", .test),
        ]
        for (path, expected) in cases { XCTAssertEqual(Discovery.codeClass(of: path), expected, path) }
    }

    /// A SwiftPM target's sources are app code however its folders are named.
    func testAFolderEndingInTestsInsideSourcesIsAppCode() {
        let cases: [(String, CodeClass)] = [
            ("Sources/App/Features/SpeedTests/Runner.swift", .app), ("Sources/AppTests/Helper.swift", .app),
            ("Packages/Core/Sources/Core/ABTests/Variant.swift", .app), ("App/ABTests/Variant.swift", .test),
        ]
        for (path, expected) in cases { XCTAssertEqual(Discovery.codeClass(of: path), expected, path) }
    }
}
