@testable import DILintCore
import XCTest

/// `modules.forEach(dirk.register)` registers what `modules` holds, as `forEach { dirk.register($0) }`
/// does: modules dilint cannot follow, not "never passed to Dirk.start or register".
final class DirkRegisterPassedOnTests: XCTestCase {
    private func findings(_ registering: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            extension Module {
                static var clock: Module { Module { Factory<Clock> { SystemClock() } } }
            }
            func boot() throws {
                try Dirk.start {}
                let dirk = try Dirk.get()
                let modules: [Module] = [.clock]
                \(registering)
            }
            final class Home { @Inject var clock: Clock }
            """]).diagnostics.filter { $0.severity != .note }.map { "\($0.location.line) \($0.rule)" }
    }

    func testRegisterPassedToForEach() {
        XCTAssertEqual(findings("modules.forEach(dirk.register)"), [])
    }

    func testTheCurrentContainersRegisterPassedToForEach() {
        XCTAssertEqual(findings("try modules.forEach(Dirk.get().register)"), [])
    }

    func testAClosureCallingRegister() {
        XCTAssertEqual(findings("modules.forEach { dirk.register($0) }"), [])
    }

    func testNothingRegisteringStillMisses() {
        XCTAssertEqual(findings("_ = modules"), ["5 unregistered-type"])
    }
}
