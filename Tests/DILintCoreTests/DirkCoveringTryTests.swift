@testable import DILintCore
import XCTest

/// Dirk's `inject()` throws: a call no `try` marks, in a type that has a method `inject` of its own (declared,
/// inherited, from a protocol extension), is that method's, not a request; a `try` earlier in an operator
/// sequence marks the calls after it.
final class DirkCoveringTryTests: XCTestCase {
    private func findings(_ code: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Logger {}
            final class ConsoleLogger: Logger {}
            func boot() { try! Dirk.start { Module { } } }
            \(code)
            """]).diagnostics.filter { $0.rule == "unregistered-type" }.map { "\($0.severity) \($0.location.line)" }
    }

    func testAMethodNamedInjectIsNotDirks() {
        XCTAssertEqual(findings("""
            class Assembled {
                func inject<T>(_ type: T.Type = T.self) -> T { ConsoleLogger() as! T }
            }
            final class Screen: Assembled {
                lazy var logger: Logger = inject()
                func other() -> Logger { inject(Logger.self) }
            }
            """), [])
    }

    func testWithoutAMethodOfThatNameAnUnmarkedCallIsStillDirks() {
        XCTAssertEqual(findings("""
            final class Screen { lazy var logger: Logger = inject() }
            """), ["error 5"])
    }

    func testAMethodFromAProtocolExtensionIsNotDirks() {
        XCTAssertEqual(findings("""
            protocol Assembling {}
            extension Assembling { func inject<T>() -> T { ConsoleLogger() as! T } }
            final class Screen: Assembling { lazy var logger: Logger = inject() }
            """), [])
    }

    func testATryEarlierInASequenceMarksTheCall() {
        XCTAssertEqual(findings("""
            final class Screen {
                func a(_ flag: Bool) throws -> Logger { try flag ? inject(Logger.self) : ConsoleLogger() }
                func b() -> Logger { (try? nil ?? inject(Logger.self)) ?? ConsoleLogger() }
            }
            """), ["error 6"])
    }
}
