@testable import DILintCore
import XCTest

final class ShankContainerTests: XCTestCase {
    func testAnAppContainerBuiltOnlyByTestsLeavesTheAppUnbuilt() {
        let report = Linter.run(sources: [
            "App/App.swift": """
                import Shank
                protocol Clock {}
                struct SystemClock: Clock {}
                final class Screen { @Inject var clock: Clock }
                let dependencies = Dependencies { Module { SystemClock() as Clock } }
                """,
            "AppTests/ScreenTests.swift": """
                @testable import App
                import Shank
                func testScreen() { dependencies.build() }
                """,
        ])
        // One missing-bootstrap error, not an unregistered-type error per request.
        XCTAssertEqual(report.diagnostics.map(\.rule), [MissingBootstrapRule.id])
    }
}
