@testable import DILintCore
import XCTest

/// What `dilint gen-tests` reads again from a file with swift-syntax: how a test calls each bootstrap,
/// a request's declaration as written, and the arguments a `restore(with:)` passes.
final class GenTestsSourceReadingTests: XCTestCase {
    private func statements(_ source: String, framework: Framework = .zerk) -> [String] {
        let file = TestSourceFile(path: "App.swift", text: source)
        let firstCases = file.enumFirstCases
        return file.bootstrapSites(of: framework, registrations: []).map { site in
            guard let callable = site.callable else { return "top-level" }
            switch callable.statement(firstCases: firstCases, protocols: file.protocolNames) {
            case .success(let statement): return (callable.isMainActor ? "@MainActor " : "") + statement
            case .failure(let reason): return "unread: \(reason.text)"
            }
        }
    }

    func testEachShapeOfBootstrapIsCalledAsTheAppWouldCallIt() {
        let source = """
            import Zerk
            enum Environment { case staging, production }
            func start() { Zerk.store.singleton(A()) }
            enum Outer { enum Inner { static func setUp() { Zerk.store.singleton(B()) } } }
            struct AppSetup { func configure(debug: Bool, environment: Environment, name: String = "x") { Zerk.store.singleton(C()) } }
            final class Boot { init(count: Int) { Zerk.store.singleton(D()) } }
            extension Outer { static var registered: Bool { Zerk.store.singleton(E()); return true } }
            @MainActor enum Screens { static func register() async { Zerk.store.singleton(F()) } }
            """
        XCTAssertEqual(statements(source), [
            "try start()",
            "try Outer.Inner.setUp()",
            "try AppSetup().configure(debug: false, environment: .staging)",
            "_ = try Boot(count: 0)",
            "_ = Outer.registered",
            "@MainActor try await Screens.register()",
        ])
    }

    /// Nothing is guessed: a parameter without a first configuration, a protocol requirement and
    /// top-level code are said, not called.
    func testWhatATestCannotCallIsSaidNotGuessed() {
        let source = """
            import Dirk
            func start(with modules: [Module]) { try! Dirk.start { modules } }
            protocol Starting { }
            extension Starting { func go() { try! Dirk.start { Module() } } }
            try! Dirk.start { Module() }
            """
        XCTAssertEqual(statements(source, framework: .dirk), [
            "unread: start takes a '[Module]' dilint has no value for",
            "unread: it is a method of protocol Starting, which a test has no instance of",
            "top-level",
        ])
    }

    func testARequestIsCopiedAsWrittenWithItsArguments() {
        let file = TestSourceFile(path: "App.swift", text: """
            final class Screen {
                @Injected(with: .arguments(name: "a")) private var greeter: Greeter
                func make() { let g: Greeter = Zerk.standardStorage.restore(with: .arguments(name: "b")); _ = g }
            }
            """)
        let wrapper = file.wrapperDeclaration(at: SourceLocation(file: "App.swift", line: 2, column: 5), wrappers: GenTestsPlanner.wrappers)
        XCTAssertEqual(wrapper?.attributes, "@Injected(with: .arguments(name: \"a\"))")
        XCTAssertEqual(wrapper?.type, "Greeter")
        XCTAssertEqual(file.restoreArguments(at: SourceLocation(file: "App.swift", line: 3, column: 36)), .some(".arguments(name: \"b\")"))
        XCTAssertNil(file.wrapperDeclaration(at: SourceLocation(file: "App.swift", line: 3, column: 36), wrappers: GenTestsPlanner.wrappers))
    }

    /// `Self.Dependency` names the owner's member: a test outside the owner cannot write it, so the probe
    /// uses the key dilint resolved instead.
    func testATypeWrittenRelativeToItsOwnerIsNotCopied() {
        let file = TestSourceFile(path: "App.swift", text: """
            struct FeedView {
                typealias Dependency = Clock
                @Injected var clock: Self.Dependency
            }
            """)
        let wrapper = file.wrapperDeclaration(at: SourceLocation(file: "App.swift", line: 3, column: 5), wrappers: GenTestsPlanner.wrappers)
        XCTAssertEqual(wrapper?.attributes, "@Injected")
        XCTAssertNotNil(wrapper)
        XCTAssertNil(wrapper?.type ?? nil)
    }
}
