import DILintCore
import XCTest

/// What `unregistered-type` says beside the error, and when it stays silent for another rule.
final class UnregisteredTypeHintTests: XCTestCase {
    private func diagnostics(_ source: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": source]).diagnostics
    }

    func testShankTypeRegisteredOnlyUnderANameSaysHowToAskForIt() throws {
        let found = diagnostics("""
            import Shank
            protocol Store {}
            struct DiskStore: Store {}
            let container = Dependencies { Module("disk") { DiskStore() as Store } }
            func boot() { container.build() }
            final class Screen { @Inject var store: Store }
            """).filter { $0.rule == "unregistered-type" }
        let notes = try XCTUnwrap(found.first).notes.map(\.message)
        XCTAssertEqual(notes.count, 1, notes.joined(separator: "\n"))
        XCTAssertTrue(notes[0].contains("under the name 'disk'") && notes[0].contains("@Inject(\"disk\")"), notes[0])
    }

    func testWithNoContainerAtAllOnlyMissingBootstrapIsReported() {
        let shank = diagnostics("import Shank\nprotocol Api {}\nfinal class A { @Inject var api: Api }\nfinal class B { @Inject var api: Api }")
        XCTAssertEqual(shank.map(\.rule), ["missing-bootstrap"])
        let dirk = diagnostics("import Dirk\nprotocol Api {}\nfinal class A { @Inject var api: Api }")
        XCTAssertEqual(dirk.map(\.rule), ["missing-bootstrap"])
    }

    func testAContainerThatRegistersSomethingStillReportsWhatItLacks() {
        let found = diagnostics("""
            import Shank
            protocol Api {}
            protocol Clock {}
            struct SystemClock: Clock {}
            let container = Dependencies { Module { SystemClock() as Clock } }
            final class A { @Inject var api: Api }
            """)
        XCTAssertEqual(found.map(\.rule).sorted(), ["missing-bootstrap", "unregistered-type"])
    }

    func testAnImplementationKeyedAsAnotherTypeIsNotSaidToBeKeyedByItself() throws {
        let found = diagnostics("""
            import Dirk
            protocol Store {}
            protocol Cache {}
            final class Disk: Store, Cache {}
            func boot() { try! Dirk.start { Module { Factory<Cache> { Disk() } } } }
            final class Screen { @Inject var store: Store }
            """).filter { $0.rule == "unregistered-type" }
        let note = try XCTUnwrap(found.first?.notes.first?.message)
        XCTAssertTrue(note.hasPrefix("'Disk' conforms to 'Store' but is registered as 'Cache';"), note)
    }
}
