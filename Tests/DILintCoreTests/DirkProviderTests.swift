import DILintCore
import XCTest

/// What a Dirk provider registers and requests, read from its closure.
final class DirkProviderTests: XCTestCase {
    private func report(_ declarations: String, providers: String) -> LintReport {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            \(declarations)
            func boot() {
                try! Dirk.start {
                    Module {
                        \(providers)
                    }
                }
            }
            """])
    }

    func testAnInnerClosuresDollarZeroIsNotTheProvidersDirk() {
        let found = report("""
            struct Box { func get() -> Int { 1 } }
            let boxes = [Box()]
            struct Wrapper { let v: Int }
            final class Cache { init(values: [Wrapper]) {} }
            """, providers: "Factory { Cache(values: boxes.map { Wrapper(v: $0.get()) }) }")
        XCTAssertEqual(found.graph.requests.count, 0, found.graph.requests.map(\.form).joined(separator: ", "))
    }

    func testARequestInsideAClosureOfTheProviderIsLazy() {
        let found = report("""
            final class A { init(makeB: @escaping () -> B) {} }
            final class B { init(a: A) {} }
            """, providers: """
            Singleton { A(makeB: { try! inject(B.self) }) }
                        Factory { B(a: try $0.get()) }
            """)
        XCTAssertEqual(found.graph.edges.map { "\($0.from)→\($0.to) \($0.timing)" }, ["A→B lazy", "B→A initTime"])
        XCTAssertEqual(found.diagnostics.filter { $0.rule == "dependency-cycle" }.map(\.severity), [.warning])
    }

    func testStaticMembersSelfResultsAndLiteralsGiveTheirDeclaredTypes() {
        let found = report("""
            protocol Tracking {}
            final class Tracker: Tracking { static let shared: Tracking = Tracker() }
            final class Service { static func make() -> Self { Self() }; required init() {} }
            enum Theme { case dark, light }
            """, providers: """
            Factory { Tracker.shared }
                        Factory { Service.make() }
                        Factory { Theme.dark }
                        Factory { 42 }
            """)
        XCTAssertEqual(found.graph.registrations.map(\.key), ["Tracking", "Service", "Theme", "Int"])
    }

    func testAnSDKModuleQualifierIsLeftOutOfTheKey() {
        let found = Linter.run(sources: ["App/App.swift": """
            import Dirk
            import Foundation
            func boot() { try! Dirk.start { Module { Factory { URLSession.shared } } } }
            final class Screen { @Inject var session: Foundation.URLSession }
            """])
        XCTAssertEqual(found.graph.requests.map(\.key), ["URLSession"])
        XCTAssertTrue(found.diagnostics.isEmpty, found.diagnostics.map(\.message).joined(separator: "\n"))
    }

    func testAModuleSubclassOfAModuleSubclassInAnotherFileRegisters() {
        let found = Linter.run(sources: [
            "App/Base.swift": "import Dirk\nclass FeatureModule: Module {}\nclass Unrelated {}",
            "App/Feed.swift": """
                import Dirk
                final class FeedStore {}
                final class FeedModule: FeatureModule { init() { super.init { Factory { FeedStore() } } } }
                final class NotAModule: Unrelated { init() { super.init { Factory { FeedStore() } } } }
                func boot() { try! Dirk.start { FeedModule() } }
                final class Screen { @Inject var store: FeedStore }
                """,
        ])
        XCTAssertEqual(found.graph.registrations.map(\.moduleName), ["FeedModule"])
        XCTAssertTrue(found.diagnostics.isEmpty, found.diagnostics.map(\.message).joined(separator: "\n"))
    }

    func testAModuleRegisteredLateReplacesWhatTheStartedModulesProvide() throws {
        let found = Linter.run(sources: ["App/App.swift": """
            import Dirk
            final class Clock {}
            func boot() throws {
                try Dirk.start { Module { Factory { Clock() } } }
                try Dirk.get().register(Module { Singleton { Clock() } })
            }
            """])
        let duplicate = try XCTUnwrap(found.diagnostics.first { $0.rule == "duplicate-registration" })
        XCTAssertEqual(duplicate.location.line, 5)
        XCTAssertTrue(duplicate.message.contains("this one replaces the one at App/App.swift:4"), duplicate.message)
    }

    func testACycleNamesTheOtherKeysOfItsTangle() throws {
        let found = report("""
            final class A { init(b: B) {} }
            final class B { init(c: C, a: A) {} }
            final class C { init(a: A) {} }
            """, providers: """
            Factory { C(a: try $0.get()) }
                        Factory { B(c: try $0.get(), a: try $0.get()) }
                        Factory { A(b: try $0.get()) }
            """)
        let cycles = found.diagnostics.filter { $0.rule == "dependency-cycle" }
        XCTAssertEqual(cycles.count, 1)
        let cycle = try XCTUnwrap(cycles.first)
        XCTAssertTrue(cycle.message.contains("'A' → 'B' → 'A'"), cycle.message)
        XCTAssertTrue(cycle.notes.contains { $0.message.hasPrefix("'C' is caught in the same tangle of 3 keys") },
                      cycle.notes.map(\.message).joined(separator: "\n"))
    }

    func testARequestInAClosureThatRunsWhereItStandsIsAtInit() {
        let found = report("""
            final class A { init(b: B) {} }
            final class B { init(a: A) {} }
            """, providers: """
            Singleton { dirk in A(b: [1].map { _ -> B in try! dirk.get() as B }[0]) }
                        Factory { B(a: try inject()) }
            """)
        XCTAssertEqual(found.diagnostics.filter { $0.rule == "dependency-cycle" }.map(\.severity), [.error])
    }
}
