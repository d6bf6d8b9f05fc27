@testable import DILintCore
import XCTest

/// A resolver call whose error is handled where it is written (`try?`, a quiet `catch`, `Result { }`) does
/// not crash when its key is missing: no unregistered-type finding there. `try!`, a `catch` that crashes or
/// rethrows, and a plain `try` that leaves the function keep theirs.
final class DirkHandledFailureTests: XCTestCase {
    private func findings(_ code: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Logger {}
            final class ConsoleLogger: Logger {}
            func boot() { try! Dirk.start { Module { } } }
            \(code)
            """]).diagnostics.filter { $0.rule == "unregistered-type" }.map { "\($0.severity) \($0.location.line)" }
    }

    func testOptionalTryIsNoCrash() {
        XCTAssertEqual(findings("""
            final class Screen {
                let a: Logger? = try? inject(Logger.self)
                func b() -> Logger { (try? inject()) ?? ConsoleLogger() }
            }
            """), [])
    }

    func testQuietCatchIsNoCrash() {
        XCTAssertEqual(findings("""
            final class Screen {
                func load() -> Logger {
                    do { return try inject(Logger.self) } catch { return ConsoleLogger() }
                }
                func specific() {
                    do { let _: Logger = try inject() } catch Dirk.Exception.notRegistered { print("missing") } catch { }
                }
            }
            """), [])
    }

    func testResultIsNoCrash() {
        XCTAssertEqual(findings("""
            final class Screen {
                let result = Result { try inject(Logger.self) }
            }
            """), [])
    }

    func testATaskKeepsTheErrorAsItsFailure() {
        XCTAssertEqual(findings("""
            final class Screen {
                func load() {
                    Task { let _: Logger = try inject() }
                    Task.detached { _ = try inject(Logger.self) }
                }
            }
            """), [])
    }

    func testOptionalTryInAProviderIsNoCrash() {
        XCTAssertEqual(findings("""
            final class Reporter { init(logger: Logger) {} }
            func start() {
                try! Dirk.start { Module { Factory { Reporter(logger: (try? $0.get(Logger.self)) ?? ConsoleLogger()) } } }
            }
            final class Screen { @Inject var reporter: Reporter }
            """), [])
    }

    func testForcedTryAndCrashingCatchStayErrors() {
        XCTAssertEqual(findings("""
            final class Screen {
                let a: Logger = try! inject()
                func b() -> Logger {
                    do { return try inject(Logger.self) } catch { fatalError("\\(error)") }
                }
                func c() throws -> Logger {
                    do { return try inject(Logger.self) } catch { throw error }
                }
                let d = try? Optional(try! inject(Logger.self))
            }
            """), ["error 6", "error 8", "error 11", "error 13"])
    }

    func testCatchOfAnotherErrorOnlyStaysAnError() {
        XCTAssertEqual(findings("""
            enum AppError: Error { case offline }
            final class Screen {
                func b() throws -> Logger {
                    do { return try inject(Logger.self) } catch AppError.offline { return ConsoleLogger() }
                }
            }
            """), ["error 8"])
    }
}
