import DILintCore
import XCTest

/// Which overload each Zerk registration shape selects, the key it stores under, and what it restores.
final class ZerkRegistrationTests: XCTestCase {
    private let declarations = """
        import Zerk
        protocol P {}
        protocol P2 {}
        protocol A {}
        protocol B {}
        final class X: P, P2 { init() {} }
        final class Needs: P { init(a: A, b: B) {} }
        struct Memberwise: P { let a: A; let b: B }
        final class WithStorage: P { init(a: A) {} }
        final class WithArguments: P { init(name: String, count: Int) {} }
        enum Outer { final class Inner {} }
        struct Item {}

        """

    private func graph(_ registrations: String, extra: String = "") -> DependencyGraph {
        Linter.run(sources: ["App/App.swift": declarations + "func register() {\n" + registrations + "\n}\n" + extra]).graph
    }

    private func keys(_ graph: DependencyGraph) -> [String] { graph.registrations.map(\.key) }

    private func dependencies(of key: String, in graph: DependencyGraph) -> [String] {
        graph.edges.filter { $0.from == key }.map(\.to).sorted()
    }

    func testAutoclosureValueIsKeyedByItsStaticType() {
        XCTAssertEqual(keys(graph("Zerk.store.singleton(X() as P).transient(X())")), ["P", "X"])
    }

    func testTypedDependencyClosureTakesParameterTypesFromTheInitializer() {
        let named = graph("Zerk.store.scoped { a, b in Needs(a: a, b: b) as P }")
        XCTAssertEqual(keys(named), ["P"])
        XCTAssertEqual(dependencies(of: "P", in: named), ["A", "B"])

        let anonymous = graph("Zerk.store.scoped { Memberwise(a: $0, b: $1) as P }")
        XCTAssertEqual(dependencies(of: "P", in: anonymous), ["A", "B"], "memberwise initializer")
    }

    func testStorageClosureRestoresWhatItsBodyRestores() {
        let graph = graph("Zerk.store.singleton { storage in WithStorage(a: storage.restore()) as P }.transient { _ in X() }")
        XCTAssertEqual(keys(graph), ["P", "X"])
        XCTAssertEqual(dependencies(of: "P", in: graph), ["A"])
        XCTAssertEqual(dependencies(of: "X", in: graph), [], "`_ in` selects the storage overload, not a typed dependency")
        XCTAssertTrue(graph.registrations.allSatisfy { !$0.storesClosure })
    }

    func testArgumentsClosureRecordsNamesAndTheTypesTheyAreReadAs() throws {
        let graph = graph("Zerk.store.transient { storage, arguments in WithArguments(name: arguments.name, count: arguments.count) as P }")
        let reads = try XCTUnwrap(graph.registrations.first).argumentReads
        XCTAssertEqual(reads.map(\.name), ["name", "count"])
        XCTAssertEqual(reads.map { $0.type?.canonical }, ["String", "Int"])
    }

    func testInitializerReferenceRestoresEveryParameter() {
        let graph = graph("Zerk.store.scoped(Needs.init)")
        XCTAssertEqual(keys(graph), ["Needs"])
        XCTAssertEqual(dependencies(of: "Needs", in: graph), ["A", "B"])
    }

    func testTypeListsRegisterEveryListedTypeInBothSpellings() {
        let first = graph("Zerk.store.singleton(P.self, P2.self) { _ in X() }")
        XCTAssertEqual(keys(first), ["P", "P2"])
        XCTAssertTrue(first.registrations.allSatisfy(\.keyIsListedAlias))
        let last = graph("Zerk.store.singleton({ _, _ in X() }, as: P.self, P2.self)")
        XCTAssertEqual(keys(last), ["P", "P2"])
    }

    func testZeroParameterClosureStoresTheClosure() throws {
        let registration = try XCTUnwrap(graph("Zerk.store.singleton { X() as P }").registrations.first)
        XCTAssertEqual(registration.key, "() -> P")
        XCTAssertTrue(registration.storesClosure)
    }

    func testKeysAreUnqualifiedAndRestoreStripsOneOptional() {
        let graph = graph("Zerk.store.singleton(Outer.Inner()).singleton([Item]() as [Item])",
                          extra: "final class Screen { @Injected var inner: Outer.Inner?; @Injected var items: [Item] }")
        XCTAssertEqual(keys(graph), ["Inner", "Array<Item>"])
        XCTAssertEqual(graph.requests.map(\.key), ["Inner", "Array<Item>"])
    }

    func testLookAlikesAndUnknownReceiversAreIgnored() {
        let notZerk = Linter.run(sources: ["App/App.swift": "func f() { Cache.store.singleton(X()) }\nfinal class S { @Injected var p: P }"])
        XCTAssertTrue(notZerk.graph.registrations.isEmpty && notZerk.graph.requests.isEmpty)
        // `cache` is never made a storage with `Zerk.newStorage()`, so it is not a Zerk container.
        XCTAssertEqual(keys(graph("cache.singleton(X() as P)")), [])
        XCTAssertEqual(keys(graph("custom.singleton(X() as P)", extra: "let custom = Zerk.newStorage()")), ["P"])
    }

    func testVariablesHoldingTheStandardStorageAreTheStandardContainer() {
        let graph = graph("""
            let store: DependencyStoring = Zerk.store
            store.singleton(X() as P)
            let restorer: DependencyRestoring = Zerk.standardStorage
            let p: P = restorer.restore()
            let a: A = elsewhere.restore()
            """)
        XCTAssertEqual(graph.registrations.map(\.storage), [nil])
        XCTAssertEqual(graph.requests.map(\.key), ["P"], "`elsewhere` is not a storage")
        XCTAssertEqual(graph.requests.map(\.storage), [nil])
    }

    func testInjectedSpeltAsOnlyZerk2TakesItIsZerk2Code() {
        let report = Linter.run(sources: [
            "Legacy/Old.swift": "import Zerk\nprotocol Q {}\nfinal class Y: Q {}\nfunc register() { Zerk.store.singleton(Y() as Q) }",
            "Feed/KeyPath.swift": "import Zerk\nfinal class A { @Injected(\\.cached) var loader: Loading }",
            "Cards/Seed.swift": "import Zerk\nfinal class B { @Injected(seed: 100) var token: SeededToken }",
            "Bills/Generic.swift": "import Zerk\nfinal class C { @Injected<ConsoleReporter> var reporter: Reporting }",
            "Maps/Marker.swift": "import Zerk\nfinal class D { init(@injected logger: Logger) {} }\nfinal class E { @Injected var logger: Logger }",
            "Shop/Plain.swift": "import Zerk\nfinal class F { @Injected(from: Zerk.standardStorage) var q: Q; @Injected var missing: Missing }",
        ])
        XCTAssertEqual(report.graph.requests.map(\.location.file), ["Shop/Plain.swift", "Shop/Plain.swift"])
        XCTAssertEqual(report.diagnostics.filter { $0.rule == "unregistered-type" }.map(\.type), ["Missing"])
    }

    func testZerk1CodeBesideZerk2FilesIsStillChecked() {
        let report = Linter.run(sources: [
            "App/New.swift": "import Zerk\n@Injectable<P> final class X: P {}\nfinal class N { @Injected var p: P }",
            "App/Consumer.swift": "import Zerk\nfinal class M { @Injected var p: P }",
            "Legacy/Old.swift": "import Zerk\nprotocol Q {}\nfunc register() { Zerk.store.singleton(X() as P) }\nfinal class S { @Injected var q: Q }",
        ])
        XCTAssertEqual(report.graph.requests.map(\.location.file), ["Legacy/Old.swift"], "Zerk 2 modules are left out, their consumers too")
        XCTAssertEqual(report.diagnostics.map(\.rule).sorted(), ["unanalyzable", "unregistered-type"])
    }

    func testAWrapperAnInitializerReadsIsAnInitTimeEdge() {
        let graph = Linter.run(sources: ["App/App.swift": declarations + """
            final class Reader: P { @Injected var a: A; @Injected var b: B; init() { _ = a } }
            """]).graph
        XCTAssertEqual(graph.requests.map(\.timing), [.initTime, .lazy])
    }

    func testZerk2IsLeftAloneWithOneNote() {
        let report = Linter.run(sources: [
            "App/A.swift": "import Zerk\n@Injectable<P> final class X: P {}\n@Injectable final class Y {}",
            "App/B.swift": "import Zerk\nfinal class S { @Injected var p: P }",
        ])
        XCTAssertTrue(report.graph.requests.isEmpty)
        XCTAssertEqual(report.diagnostics.map(\.rule), ["unanalyzable"])
    }

    func testAFunctionCallIsKeyedByTheFunctionsDeclaredResult() {
        let graph = graph("Zerk.store.singleton(makeP()).scoped(Factory.makeX()).transient { _ in helper() }", extra: """
            func makeP() -> P { X() }
            func helper() -> A2 { fatalError() }
            protocol A2 {}
            enum Factory { static func makeX() -> X { X() } }
            """)
        XCTAssertEqual(keys(graph), ["P", "X", "A2"])
        XCTAssertFalse(graph.registrations.contains(where: \.storesClosure))
    }

    func testASharedInstanceIsKeyedByItsType() {
        XCTAssertEqual(keys(graph("Zerk.store.singleton(Item.shared)", extra: "extension Item { static let shared = Item() }")), ["Item"])
    }

    func testAFunctionPassedWithoutCallingItStoresTheFunction() throws {
        let registration = try XCTUnwrap(graph("Zerk.store.singleton(makeP)", extra: "func makeP() -> P { X() }").registrations.first)
        XCTAssertEqual(registration.key, "() -> P")
        XCTAssertTrue(registration.storesClosure)
    }

    func testAFunctionWhoseResultIsUnknownLeavesTheKeyUnreadAndMissingKeysAreNotProven() {
        let report = Linter.run(sources: ["App/App.swift": declarations + """
            func register() { Zerk.store.singleton(ExternalFactory.make()) }
            final class Screen { @Injected var a: A }
            """])
        XCTAssertTrue(report.graph.registrations.isEmpty)
        XCTAssertEqual(report.graph.unreadProviders.count, 1)
        // The unread provider may be the missing one: no proof of a crash, so no error.
        XCTAssertTrue(report.diagnostics.filter { $0.rule == "unregistered-type" }.isEmpty, "an error must be a proof")
        let unproven = report.diagnostics.filter { $0.rule == "possibly-unregistered" }
        XCTAssertEqual(unproven.map(\.severity), [.note])
        XCTAssertEqual(unproven.first?.notes.first?.location, report.graph.unreadProviders.first?.location)
        XCTAssertEqual(report.summary.unprovenRequests, 1)
        XCTAssertEqual(report.summary.coverage.first?.unread, 1)
    }

    func testRestoreIntoAStoredPropertyOrThroughACastIsARequestOfThatType() {
        let graph = graph("", extra: """
            final class Owner {
                let a: A
                var b: B
                init() {
                    self.a = Zerk.standardStorage.restore()
                    b = Zerk.standardStorage.restore()
                    let p = Zerk.standardStorage.restore() as P
                    _ = p
                }
            }
            """)
        XCTAssertEqual(graph.requests.map(\.key), ["A", "B", "P"])
    }

    func testRestoringTheDependencyRecordPassesArgumentsOnlyThroughGetInstance() {
        let report = Linter.run(sources: ["App/App.swift": declarations + """
            func register() { Zerk.store.transient { _, arguments in WithArguments(name: arguments.name, count: arguments.count) as P } }
            func use() {
                let record = Zerk.standardStorage.restore(P.self)
                let built: P = Zerk.standardStorage.restore(P.self).getInstance(with: .arguments(name: "a", count: 1))
                let bare: P = Zerk.standardStorage.restore(P.self).getInstance()
                _ = (record, built, bare)
            }
            """])
        let mismatches = report.diagnostics.filter { $0.rule == "argument-mismatch" }
        XCTAssertEqual(mismatches.map(\.location.line), [report.graph.requests[2].location.line],
                       "only the getInstance() without arguments crashes")
    }

    func testARestorePassedToADelegatingInitializerTakesItsParameterType() {
        let graph = graph("", extra: """
            final class Service: P {
                init(a: A, b: B) {}
                convenience init(a: A) { self.init(a: a, b: Zerk.standardStorage.restore()) }
            }
            """)
        XCTAssertEqual(graph.requests.map(\.key), ["B"])
        XCTAssertEqual(graph.requests.map(\.timing), [.initTime])
    }

    func testARestoreIntoALocalVariableOfAnInitializerRunsAtInit() {
        let graph = graph("", extra: """
            final class Owner { init() { let a: A = Zerk.standardStorage.restore(); _ = a } }
            func later() { let b: B = Zerk.standardStorage.restore(); _ = b }
            """)
        XCTAssertEqual(graph.requests.map(\.key), ["A", "B"])
        XCTAssertEqual(graph.requests.map(\.timing), [.initTime, .lazy])
    }

    func testAStaticFunctionPassedWithoutCallingItStoresTheFunction() throws {
        let registration = try XCTUnwrap(graph("Zerk.store.singleton(Factories.makeP)",
                                               extra: "enum Factories { case a\n static func makeP() -> P { X() } }").registrations.first)
        XCTAssertEqual(registration.key, "() -> P")
        XCTAssertTrue(registration.storesClosure)
    }

    func testAnOpaqueResultLeavesTheKeyUnread() {
        let graph = graph("Zerk.store.singleton(makeP())", extra: "func makeP() -> some P { X() }")
        XCTAssertTrue(graph.registrations.isEmpty)
        XCTAssertEqual(graph.unreadProviders.count, 1)
    }
}
