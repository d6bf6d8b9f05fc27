@testable import DILintCore
import XCTest

/// `build` taken as a value (`let start = dependencies.build`) is called wherever the value goes; a bare
/// `build()` in a container's subclass builds that container.
final class ShankBuildReferenceTests: XCTestCase {
    /// Errors and warnings: a build dilint cannot tie to one container is a note of its own.
    private func rules(_ source: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Shank\n" + source]).diagnostics.filter { $0.severity != .note }.map(\.rule)
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

    func testABuildWithoutReceiverInASubclassBuildsItself() {
        XCTAssertEqual(rules("""
            protocol Tracker {}
            final class Console: Tracker {}
            final class AppContainer: Dependencies {
                static let shared = AppContainer { Module { Console() as Tracker } }
                func start() { build() }
            }
            final class AppDelegate { func launch() { AppContainer.shared.start() } }
            final class Screen { @Inject var tracker: Tracker }
            """), [])
    }

    func testABuildFunctionOfAnotherTypeBuildsNothing() {
        XCTAssertEqual(rules("""
            protocol Tracker {}
            final class Console: Tracker {}
            let dependencies = Dependencies { Module { Console() as Tracker } }
            struct Report { func build() {}; func run() { build() } }
            final class Screen { @Inject var tracker: Tracker }
            """), ["missing-bootstrap"])
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
