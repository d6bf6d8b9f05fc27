@testable import DILintCore
import XCTest

/// `typealias DI = Dirk`: `DI.start`, `DI.get()` and `DI.get().register` are Dirk's, as the project's
/// typealiases say; the same calls on another type are not.
final class DirkTypealiasTests: XCTestCase {
    private func findings(_ sources: [String: String]) -> [String] {
        Linter.run(sources: sources.mapValues { "import Dirk\nprotocol Clock {}\nprotocol Calendar2 {}\nfinal class SystemClock: Clock {}\n" + $0 })
            .diagnostics.map { "\($0.location.file):\($0.location.line) \($0.severity) \($0.rule)" }.sorted()
    }

    func testAStartThroughATypealiasInAnotherFileStartsDirk() {
        XCTAssertEqual(findings([
            "App/DI.swift": "typealias DI = Dirk\n",
            "App/Boot.swift": """
                func boot() { try! DI.start { Module { Singleton<Clock> { SystemClock() } } } }
                func now() throws -> Clock { try inject() }
                """,
        ]), [])
    }

    func testAResolveThroughATypealiasIsARequest() {
        XCTAssertEqual(findings([
            "App/Boot.swift": """
                typealias DI = Dirk
                func boot() { try! DI.start { Module { Singleton<Clock> { SystemClock() } } } }
                func calendar() throws -> Calendar2 { try DI.get().get(Calendar2.self) }
                """,
        ]), ["App/Boot.swift:7 error unregistered-type"])
    }

    func testAnotherTypesStartIsNoStart() {
        XCTAssertEqual(findings([
            "App/Boot.swift": """
                enum Server { static func start(_ body: () -> [Module]) {} }
                func boot() { Server.start { [Module { Singleton<Clock> { SystemClock() } }] } }
                func now() throws -> Clock { try inject() }
                """,
        ]).filter { $0.contains("missing-bootstrap") }, ["App/Boot.swift:7 error missing-bootstrap"])
    }

    func testAWrapperThroughATypealiasIsARequest() {
        let report = Linter.run(sources: [
            "App/DI.swift": "import Dirk\ntypealias Dependency = Inject\ntypealias Eager = StateInject\n",
            "App/Boot.swift": """
                import Dirk
                import Combine
                protocol Clock {}
                final class Model: ObservableObject {}
                func boot() { try! Dirk.start { Module { Singleton { Model() } } } }
                @propertyWrapper struct Clamped<V> { var wrappedValue: V }
                final class Screen {
                    @Dependency var clock: Clock
                    @Eager var model: Model
                    @Clamped var other: Clock
                }
                """,
        ])
        XCTAssertEqual(report.graph.requests.map { "\($0.form) \($0.key) \($0.timing)" }.sorted(),
                       ["@Dependency Clock lazy", "@Eager Model initTime"])
        XCTAssertEqual(report.diagnostics.map { "\($0.location.line) \($0.rule)" }, ["8 unregistered-type"])
    }

    func testAWrapperAliasReadInItsOwnersInitializerIsReadAtInit() {
        let report = Linter.run(sources: ["App/Screen.swift": """
            import Dirk
            typealias Dependency = Inject
            protocol Clock {}
            final class Screen {
                @Dependency var clock: Clock
                init() { _ = clock }
            }
            """])
        XCTAssertEqual(report.graph.requests.map { "\($0.form) \($0.timing)" }, ["@Dependency initTime"])
    }

    func testATypealiasNestedInTheTypeThatStartsDirk() {
        XCTAssertEqual(findings([
            "App/Boot.swift": """
                enum Boot {
                    typealias DI = Dirk
                    static func run() { try! DI.start { Module { Singleton<Clock> { SystemClock() } } } }
                }
                func now() throws -> Clock { try inject() }
                """,
        ]), [])
    }
}
