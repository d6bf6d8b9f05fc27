@testable import DILintCore
import XCTest

/// A copy of Shank that makes its resolver public (`static func resolve<T>() -> T`) is asked through it
/// where a wrapper cannot go: a property's initial value, a local. Those calls are requests too.
final class ShankResolverMethodTests: XCTestCase {
    private let copy = """
        open class DIContainer {
            private var modules = [String: DIModule]()
            public init(@DIModuleBuilder _ modules: () -> [DIModule]) { modules().forEach { add(module: $0) } }
            public init(@DIModuleBuilder _ module: () -> DIModule) { add(module: module()) }
            open func build() { Self.root = self }
            fileprivate init() {}
            public static func resolve<T>(_ name: String? = nil) -> T { root.resolve(for: name) }
        }
        private extension DIContainer {
            static var root = DIContainer()
            func add(module: DIModule) { modules[module.name] = module }
            func resolve<T>(for name: String? = nil) -> T {
                let name = name ?? String(describing: T.self)
                guard let component: T = modules[name]?.resolve() as? T else { fatalError("Dependency '\\(T.self)' not resolved!") }
                return component
            }
        }
        @resultBuilder public struct DIModuleBuilder {
            public static func buildBlock(_ modules: DIModule...) -> [DIModule] { modules }
            public static func buildBlock(_ module: DIModule) -> DIModule { module }
        }
        public struct DIModule {
            fileprivate let name: String
            fileprivate let resolve: () -> Any
            public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
                self.name = name ?? String(describing: T.self)
                self.resolve = resolve
            }
        }
        """

    private let wrapper = """
        @propertyWrapper
        public final class Resolved<Value> {
            private let name: String?
            public var wrappedValue: Value { DIContainer.resolve(name) }
            public init() { self.name = nil }
            public init(_ name: String) { self.name = name }
        }
        """

    private func findings(_ app: String) -> [Diagnostic] {
        Linter.run(sources: ["App/DI/Container.swift": copy, "App/DI/Resolved.swift": wrapper, "App/App.swift": app]).diagnostics
    }

    private let app = """
        protocol Gateway {}
        final class Stripe: Gateway {}
        protocol Printer {}
        final class PDFPrinter: Printer {}
        final class AppDelegate {
            let container = DIContainer { DIModule { Stripe() as Gateway } }
            func launch() { container.build() }
        }

        """

    func testAResolveCallOfAnUnregisteredTypeIsReported() {
        let found = findings(app + """
            final class Checkout {
                private let printer: Printer = DIContainer.resolve()
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.type), ["Printer"])
    }

    func testAResolveCallOfARegisteredTypeOrNameIsClean() {
        let found = findings(app + """
            final class Checkout {
                private let gateway: Gateway = DIContainer.resolve()
                func pay() { let again = DIContainer.resolve() as Gateway; _ = again }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity != .note }.map(\.rule), [])
    }

    func testTheWrappersOwnCallIsNoRequest() {
        let found = findings(app)
        XCTAssertEqual(found.map(\.rule), [])
    }
}
