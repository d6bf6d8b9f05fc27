@testable import DILintCore
import XCTest

/// `build` taken as a value (`let start = dependencies.build`) is called wherever the value goes.
final class ShankBuildReferenceTests: XCTestCase {
    private func rules(_ source: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Shank\n" + source]).diagnostics.map(\.rule)
    }

    func testABuildMethodTakenAsAValueBuildsTheContainer() {
        XCTAssertEqual(rules("""
            protocol Push {}
            final class APNS: Push {}
            final class AppDelegate {
                private let dependencies = Dependencies { Module { APNS() as Push } }
                func launch() {
                    let start = dependencies.build
                    start()
                }
            }
            final class Screen { @Inject var push: Push }
            """), [])
    }

    func testWithoutAnyBuildTheContainerIsStillNeverBuilt() {
        XCTAssertEqual(rules("""
            protocol Push {}
            final class APNS: Push {}
            final class AppDelegate {
                private let dependencies = Dependencies { Module { APNS() as Push } }
                func launch() { _ = dependencies }
            }
            final class Screen { @Inject var push: Push }
            """), ["missing-bootstrap"])
    }
}
