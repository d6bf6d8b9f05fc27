@testable import DILintCore
import XCTest

/// A builder without parameters registers the closure, not what it builds: a crash only where the code
/// restores the built type and no other registration of the container answers it.
final class ClosureKeySeverityTests: XCTestCase {
    private func closureKeys(_ extra: String, request: Bool) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": """
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func registerTime() {
                Zerk.store.singleton { SystemClock() as Clock }
                \(extra)
            }
            final class Timeline { \(request ? "@Injected var clock: Clock" : "") }
            """]).diagnostics.filter { $0.rule == ClosureKeyRule.id }
    }

    func testARestoredKeyNothingElseRegistersIsAnError() {
        XCTAssertEqual(closureKeys("", request: true).map(\.severity), [.error])
    }

    func testAKeyNothingRestoresIsAWarning() {
        XCTAssertEqual(closureKeys("", request: false).map(\.severity), [.warning])
    }

    func testAKeyAnotherRegistrationAnswersIsAWarningPointingAtIt() throws {
        let finding = try XCTUnwrap(closureKeys("Zerk.store.singleton(SystemClock() as Clock)", request: true).first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.notes.last?.location?.line, 6)
        XCTAssertTrue(finding.message.hasSuffix("it registers no 'Clock'"), finding.message)
    }
}
