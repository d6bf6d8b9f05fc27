@testable import DILintCore
import XCTest

/// A folder whose name ends in `Tests` is test code by its name (`AppTests`, `UITests`); `app:` in
/// `.dilint.yml` says which such folders hold app code (an A/B-tests feature), and `tests:` still wins.
final class AppFoldersTests: XCTestCase {
    private func classes(_ yaml: String) throws -> [CodeClass] {
        let selection = try ConfigurationParser(text: yaml, displayPath: ".dilint.yml", root: "/project").parse().selection
        let paths = ["Features/ABTests/Experiments.swift", "Features/ABTests/ExperimentMocks.swift", "AppTests/LoginTests.swift"]
        let files = paths.map { SourceFile(displayPath: $0, absolutePath: "/project/" + $0, codeClass: Discovery.codeClass(of: $0)) }
        return selection.apply(to: files).map(\.codeClass)
    }

    func testAFolderEndingInTestsIsTestCodeUnlessAppSaysOtherwise() throws {
        XCTAssertEqual(try classes(""), [.test, .test, .test])
        XCTAssertEqual(try classes("app: [Features/ABTests]"), [.app, .app, .test])
    }

    func testTestsWinsOverApp() throws {
        XCTAssertEqual(try classes("app: [Features/ABTests]\ntests: [\"**/*Mocks.swift\"]"), [.app, .test, .test])
    }
}
