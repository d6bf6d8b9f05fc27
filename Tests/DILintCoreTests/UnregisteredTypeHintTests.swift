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

    func testAKeyNothingHintsAtSaysWhereItsContainerIsFilled() throws {
        let dirk = try XCTUnwrap(diagnostics("""
            import Dirk
            protocol Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() { try! Dirk.start { Module { Factory { Screen() } } } }
            """).first { $0.rule == "unregistered-type" })
        XCTAssertEqual(dirk.notes.map(\.message), ["nothing registers 'Clock' yet: add Singleton { … } or Factory { … } for it to a module of this Dirk.start"])
        XCTAssertEqual(dirk.notes.first?.location?.line, 4)
        let zerk = try XCTUnwrap(diagnostics("""
            import Zerk
            protocol Clock {}
            final class Screen { init() {} }
            func register() { Zerk.store.singleton(Screen()) }
            final class Timer { let clock: Clock = Zerk.store.restore() }
            """).first { $0.rule == "unregistered-type" })
        XCTAssertEqual(zerk.notes.first?.location?.line, 4)
        XCTAssertTrue(zerk.notes.first?.message.hasPrefix("nothing registers 'Clock' yet: register it with .singleton") == true, "\(zerk.notes)")
    }

    func testAKeyWithAConformingTypeGetsThatHintInstead() throws {
        let found = try XCTUnwrap(diagnostics("""
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() { try! Dirk.start { Module { Factory { Screen() } } } }
            """).first { $0.rule == "unregistered-type" })
        XCTAssertFalse(found.notes.contains { $0.message.hasPrefix("nothing registers") }, "\(found.notes)")
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
