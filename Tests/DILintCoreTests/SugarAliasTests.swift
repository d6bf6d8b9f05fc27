import DILintCore
import XCTest

/// A typealias of sugar is the type it names: `typealias MaybeLogger = Logger?` is an Optional, which a
/// Zerk lookup strips as it strips `Logger?` written out.
final class SugarAliasTests: XCTestCase {
    private func errors(_ declaration: String) -> [String] {
        let source = """
            import Zerk
            protocol Logger {}
            final class ConsoleLogger: Logger {}
            \(declaration)
            func register() { Zerk.store.singleton(ConsoleLogger() as Logger) }
            final class Screen { @Injected var logger: MaybeLogger }
            """
        return Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// The run-time check: the real Zerk resolves the request.
    func testAnOptionalBehindATypealiasIsStrippedLikeOneWrittenOut() {
        XCTAssertEqual(errors("typealias MaybeLogger = Logger?"), [])
    }

    func testAnArrayBehindATypealiasIsStillAKeyOfItsOwn() {
        XCTAssertEqual(errors("typealias MaybeLogger = [Logger]").count, 1)
    }

    /// `typealias Repo<T> = Repository<T>`: `Repo<User>` is `Repository<User>`, the key a provider of it has.
    func testAGenericTypealiasStandsForItsTargetWithTheArgumentsWritten() {
        let source = """
            import Dirk
            final class User {}
            final class Repository<Element> {}
            typealias Repo<T> = Repository<T>
            func boot() throws { try Dirk.start { Module { Factory { Repo<User>() } } } }
            final class Screen { @Inject var users: Repository<User> }
            """
        let report = Linter.run(sources: ["App/App.swift": source])
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Repository<User>"])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }
}
