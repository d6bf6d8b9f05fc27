@testable import DILintCore
import XCTest

/// App code that builds a container declared only under a folder named like a test target (`ABTests`)
/// proves that folder is the app's: a test target is invisible to the app.
final class ShankTestFolderContainerTests: XCTestCase {
    func testTheAppBuildsTheContainerItNames() {
        let report = Linter.run(sources: [
            "Features/ABTests/Experiments.swift": """
                import Shank
                protocol Experiments {}
                final class Remote: Experiments {}
                enum ExperimentsDI { static let dependencies = Dependencies { Module { Remote() as Experiments } } }
                """,
            "App/AppDelegate.swift": """
                import Shank
                final class AppDelegate { func launch() { ExperimentsDI.dependencies.build() } }
                final class Paywall { @Inject var experiments: Experiments }
                """,
        ])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }

    func testTestCodeStillDoesNotServeTheAppWhenTheAppBuildsItsOwn() {
        let report = Linter.run(sources: [
            "Tests/AppTests/Mocks.swift": """
                import Shank
                protocol Experiments {}
                final class Mock: Experiments {}
                let dependencies = Dependencies { Module { Mock() as Experiments } }
                """,
            "App/AppDelegate.swift": """
                import Shank
                protocol Clock {}
                final class System: Clock {}
                let dependencies = Dependencies { Module { System() as Clock } }
                final class AppDelegate { func launch() { dependencies.build() } }
                final class Paywall { @Inject var experiments: Experiments }
                """,
        ])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.rule), ["unregistered-type"])
    }
}
