@testable import DILintCore
import SwiftParser
import XCTest

/// Registrations a generator wrote from types marked for it: a marked type they lack is `stale-generated`,
/// and a finding inside the generated file points back at the mark.
final class GeneratedRegistrationsTests: XCTestCase {
    private static let header = "// Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery\n"

    func testTheKeysOfSourceryCommentsAboveADeclarationAreRead() {
        let tree = Parser.parse(source: """
            // A comment that says nothing.
            // sourcery: register, scope = "app"
            /// sourcery: AutoMockable
            // sourcery:begin: skipEquality
            // not sourcery: here
            final class Feed {}
            """)
        let keys = DeclarationCollector.generatorKeys(in: tree.statements.first!.item.leadingTrivia)
        XCTAssertEqual(keys, ["register", "scope", "AutoMockable"])
    }

    /// The same for any framework: Zerk registrations written by a template.
    func testAMarkedTypeTheGeneratedZerkRegistrationsLackIsStale() {
        let report = Linter.run(sources: [
            "App/Services.swift": """
                import Zerk
                // sourcery: injectable
                final class Clock {}
                // sourcery: injectable
                final class Ledger {}
                // sourcery: AutoMockable
                final class Mailer {}
                final class Screen { @Injected var ledger: Ledger }
                """,
            "App/Generated/Registrations.generated.swift": Self.header + """
                import Zerk
                func registerGenerated() { Zerk.store.singleton(Clock()) }
                """,
        ])
        let stale = report.diagnostics.filter { $0.rule == StaleGeneratedRule.id }
        XCTAssertEqual(stale.map(\.type), ["Ledger"])
        XCTAssertEqual(stale.first?.framework, .zerk)
        XCTAssertEqual(stale.first?.notes.first?.location?.file, "App/Generated/Registrations.generated.swift")
    }

    func testWithoutGeneratedRegistrationsAMarkIsNothing() {
        let report = Linter.run(sources: ["App/Services.swift": """
            import Zerk
            // sourcery: injectable
            final class Ledger {}
            func register() { Zerk.store.singleton(Ledger()) }
            """])
        XCTAssertEqual(report.diagnostics.map(\.rule), [])
    }

    func testAFindingInsideTheGeneratedFilePointsBackAtTheMark() {
        let report = Linter.run(sources: [
            "App/Services.swift": """
                import Dirk
                protocol Clock {}
                // sourcery: register
                final class Ledger { init(clock: Clock) {} }
                func boot() throws { try Dirk.start { GeneratedModule() } }
                """,
            "App/Registrations.generated.swift": Self.header + """
                import Dirk
                final class GeneratedModule: Module {
                    init() { super.init { Singleton { Ledger(clock: inject()) } } }
                }
                """,
        ])
        let missing = report.diagnostics.filter { $0.rule == UnregisteredTypeRule.id }
        XCTAssertEqual(missing.map(\.location.file), ["App/Registrations.generated.swift"])
        XCTAssertEqual(missing.first?.notes.last?.message, "generated from 'Ledger', marked `sourcery: register` here; change it there and run Sourcery again")
        XCTAssertEqual(missing.first?.notes.last?.location, SourceLocation(file: "App/Services.swift", line: 4, column: 13))
    }
}
