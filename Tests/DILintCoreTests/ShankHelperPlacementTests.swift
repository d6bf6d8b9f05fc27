@testable import DILintCore
import XCTest

/// A `register { … }` in a helper of a Shank copy's container extension registers where the helper is called.
final class ShankHelperPlacementTests: XCTestCase {
    private let copy = """
        final class DIContainer {
            static let app = DIContainer()
            static let useCases = DIContainer()
            private var dependencies = [String: Dependency]()
            func register(@DependencyBuilder _ dependencies: () -> [Dependency]) {}
            func resolve<T>() -> T { dependencies[String(describing: T.self)]!.make() as! T }
        }
        @resultBuilder enum DependencyBuilder { static func buildBlock(_ d: Dependency...) -> [Dependency] { d } }
        struct Dependency { let make: () -> Any; init<T>(_ make: @escaping () -> T) { self.make = make } }
        @propertyWrapper final class Inject<Value> {
            init(from container: DIContainer = .app) {}
            var wrappedValue: Value { fatalError() }
        }
        """

    private func registrations(_ app: String) -> [Registration] {
        Linter.run(sources: ["App/DI/DIContainer.swift": copy, "App/App.swift": app]).graph.registrations
    }

    private let helpers = """
        protocol Clock {}
        struct SystemClock: Clock {}
        extension DIContainer {
            func registerClock() { register { Dependency { SystemClock() as Clock } } }
        }
        """

    func testTheHelperRegistersIntoTheContainerItIsCalledOnUnderTheCallsConditions() {
        let found = registrations(helpers + """
            func boot() {
                #if DEBUG
                DIContainer.useCases.registerClock()
                #endif
            }
            """)
        XCTAssertEqual(found.map(\.storage), ["useCases"])
        XCTAssertEqual(found.map(\.conditions.displayText), ["DEBUG"])
    }

    func testOneRegistrationPerCall() {
        let found = registrations(helpers + """
            func boot() {
                DIContainer.app.registerClock()
                DIContainer.useCases.registerClock()
            }
            """)
        XCTAssertEqual(found.map(\.storage).sorted { ($0 ?? "") < ($1 ?? "") }, [nil, "useCases"])
    }

    func testWithoutACallTheDefaultContainerIsAssumed() {
        XCTAssertEqual(registrations(helpers).map(\.storage), [nil])
    }
}
