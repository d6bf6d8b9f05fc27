@testable import DILintCore
import XCTest

final class ShankFrontendTests: XCTestCase {
    private func graph(_ sources: [String: String]) -> DependencyGraph {
        Linter.run(sources: sources).graph
    }

    /// The signature of Shank's own container source, as apps vendor it.
    private let vendoredShank = """
        open class Dependencies {
            private var modules = [String: Module]()
            public init(@ModuleBuilder _ modules: () -> [Module]) {}
            open func build() {}
        }
        private extension Dependencies {
            func resolve<T>(for name: String? = nil) -> T {
                modules[name ?? String(describing: T.self)]!.resolve() as! T
            }
        }
        public extension Dependencies {
            @_functionBuilder struct ModuleBuilder {
                public static func buildBlock(_ modules: Module...) -> [Module] { modules }
            }
        }
        public struct Module { public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {} }
        @propertyWrapper public class Inject<Value> {
            public var wrappedValue: Value { fatalError() }
            public init() {}
            @Inject var notAnalysed: Value
        }
        """

    private let app = """
        protocol Clock {}
        struct SystemClock: Clock {}
        final class Screen { @Inject var clock: Clock }
        let dependencies = Dependencies { Module { SystemClock() as Clock } }
        func boot() { dependencies.build() }
        """

    /// `Dependencies { … return modules }` is code, not a builder body: the modules it returns are evaluated,
    /// and a list it cannot follow leaves the container's missing keys unproven.
    func testAContainerClosureThatReturnsItsModulesIsEvaluated() {
        let report = Linter.run(sources: ["App.swift": """
            import Shank
            protocol Logger {}
            final class PrintLogger: Logger {}
            protocol Store {}
            final class MemoryStore: Store {}
            protocol Missing {}
            let dependencies = Dependencies {
                let base = [Module { PrintLogger() as Logger }]
                var modules = base
                if CommandLine.arguments.isEmpty { modules += [Module { MemoryStore() as Store }] }
                return modules
            }
            final class Screen { @Inject var logger: Logger; @Inject var store: Store; @Inject var missing: Missing }
            func start() { dependencies.build() }
            """])
        XCTAssertEqual(report.graph.registrations.map(\.key).sorted(), ["Logger", "Store"])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.type ?? "")" },
                       ["unregistered-type Missing"])

        let unread = Linter.run(sources: ["App.swift": """
            import Shank
            protocol Logger {}
            let dependencies = Dependencies {
                var modules: [Module] = []
                for extra in Plugins.modules { modules.append(extra) }
                return modules
            }
            final class Screen { @Inject var logger: Logger }
            func start() { dependencies.build() }
            """])
        XCTAssertEqual(unread.diagnostics.filter { $0.severity == .error }.map(\.rule), [])
        XCTAssertEqual(unread.diagnostics.filter { $0.rule == PossiblyUnregisteredRule.id }.count, 1)
    }

    func testAVendoredCopyMakesFilesWithoutImportShankFiles() {
        let graph = graph(["App/Shank.swift": vendoredShank, "App/App.swift": app])
        XCTAssertEqual(graph.registrations.map(\.key), ["Clock"])
        // The vendored file's own code is Shank's implementation, not the app's use of it.
        XCTAssertEqual(graph.requests.map(\.location.file), ["App/App.swift"])
    }

    func testWithoutImportOrVendoredCopyNothingIsShank() {
        let graph = graph(["App/App.swift": app])
        XCTAssertTrue(graph.registrations.isEmpty)
        XCTAssertTrue(graph.requests.isEmpty)
    }

    func testALookAlikeContainerIsNotShank() {
        let lookAlike = """
            final class Dependencies {
                init(_ modules: () -> [Module]) {}
                func build() {}
                func resolve<T>() -> T { fatalError() }
            }
            struct Module { init(_ make: @escaping () -> Any) {} }
            """
        let graph = graph(["App/Container.swift": lookAlike, "App/App.swift": app])
        XCTAssertTrue(graph.registrations.isEmpty)
        XCTAssertTrue(graph.requests.isEmpty)
    }

    func testAFileImportingDirkKeepsDirksInject() {
        let dirk = """
            import Dirk
            protocol Feed {}
            final class FeedScreen { @Inject var feed: Feed }
            """
        let graph = graph(["App/Shank.swift": vendoredShank, "App/App.swift": app, "App/Feed.swift": dirk])
        XCTAssertEqual(graph.requests.map(\.framework), [.shank, .dirk])
    }

    func testKeysAreUnqualifiedNamesOrTheModuleName() {
        let graph = graph(["App/App.swift": """
            import Shank
            enum Billing { protocol Service {} }
            struct Invoices: Billing.Service {}
            typealias Ledger = Invoices
            final class Screen {
                @Inject var billing: Billing.Service
                @Inject("ledger") var ledger: Ledger
            }
            let dependencies = Dependencies {
                Module { Invoices() as Billing.Service }
                Module("ledger") { Ledger() }
            }
            func boot() { dependencies.build() }
            """])
        XCTAssertEqual(graph.registrations.map(\.key), ["Service", "ledger"])
        XCTAssertEqual(graph.registrations.map(\.keyType.canonical), ["Billing.Service", "Invoices"])
        XCTAssertEqual(graph.requests.map(\.key), ["Service", "ledger"])
        XCTAssertEqual(graph.requests.map(\.name), [nil, "ledger"])
    }

    func testADirectlyBuiltLiteralRegisters() {
        let graph = graph(["App/App.swift": """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            func boot() { Dependencies { Module { SystemClock() as Clock } }.build() }
            """])
        XCTAssertEqual(graph.registrations.map(\.key), ["Clock"])
        XCTAssertTrue(graph.inactiveRegistrations.isEmpty)
    }

    func testAnInjectedPropertyReadInAnInitializerIsAnInitTimeEdge() {
        let graph = graph(["App/App.swift": """
            import Shank
            protocol A {}
            protocol B {}
            protocol C {}
            final class AImpl: A {
                @Inject var b: B
                @Inject var c: C
                init() { _ = self.b }
            }
            let dependencies = Dependencies { Module { AImpl() as A } }
            func boot() { dependencies.build() }
            """])
        let edges = graph.edges.map { "\($0.from)->\($0.to):\($0.timing.rawValue)" }
        XCTAssertEqual(edges, ["A->B:init", "A->C:lazy"])
    }

    func testAnInitializerParameterNamedLikeAnInjectedPropertyIsNotARead() {
        let graph = graph(["App/App.swift": """
            import Shank
            protocol A {}
            protocol B {}
            final class AImpl: A {
                @Inject var b: B
                init(b: String) { print(b) }
            }
            let dependencies = Dependencies { Module { AImpl(b: "") as A } }
            func boot() { dependencies.build() }
            """])
        XCTAssertEqual(graph.edges.map(\.timing), [.lazy])
    }

    func testAComponentCallTargetsTheOverloadReturningTheParameterType() {
        let graph = graph(["App/App.swift": """
            import Shank
            protocol Store {}
            protocol Remote {}
            protocol Worker {}
            struct DiskStore: Store {}
            struct HTTPRemote: Remote {}
            struct Sync: Worker { init(store: Store, remote: Remote) {} }
            struct SyncModule {
                func component() -> Worker { Sync(store: component(), remote: component()) }
                func component() -> Store { DiskStore() }
                func component() -> Remote { HTTPRemote() }
            }
            """])
        let edges = graph.edges.map { "\($0.from) => \($0.to)" }
        XCTAssertEqual(edges, [
            "SyncModule.component() -> Worker => SyncModule.component() -> Remote",
            "SyncModule.component() -> Worker => SyncModule.component() -> Store",
        ])
        XCTAssertEqual(graph.components.count, 3)
    }

    func testNamesThatAreNotStringLiteralsAreUnanalyzable() {
        let graph = graph(["App/App.swift": """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            enum Names { static let clock = "clock" }
            final class Screen { @Inject(Names.clock) var clock: Clock }
            let dependencies = Dependencies { Module(Names.clock) { SystemClock() as Clock } }
            func boot() { dependencies.build() }
            """])
        XCTAssertTrue(graph.requests.isEmpty)
        XCTAssertTrue(graph.registrations.isEmpty)
        XCTAssertEqual(graph.unresolved.count, 2)
    }
}
