@testable import DILintCore
import SwiftParser
import XCTest

/// Copies of Shank are recognised by structure, and their names are learned; look-alikes are not.
final class ShankCopyDetectorTests: XCTestCase {
    private func detect(_ source: String) -> ShankCopyDetector.Outcome {
        let bytes = Array(source.utf8)
        return ShankCopyDetector.detect(in: Parser.parse(source: source), lines: LineTable(file: "Copy.swift", bytes: bytes))
    }

    private func dialect(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ShankDialect? {
        guard case .copy(let dialect) = detect(source) else {
            XCTFail("not recognised as a copy of Shank", file: file, line: line)
            return nil
        }
        return dialect
    }

    func testShanksOwnSourceKeepsShanksNames() throws {
        let found = try XCTUnwrap(dialect("""
            open class Dependencies {
                private var modules = [String: Module]()
                public init(@ModuleBuilder _ modules: () -> [Module]) {}
                open func build() { Self.root = self }
            }
            private extension Dependencies {
                static var root = Dependencies()
                func resolve<T>(for name: String? = nil) -> T { modules[name ?? String(describing: T.self)]!.resolve() as! T }
            }
            public extension Dependencies {
                @_functionBuilder struct ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
            }
            public struct Module { public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {} }
            @propertyWrapper public class Inject<Value> {
                public var wrappedValue: Value { Dependencies.root.resolve() }
            }
            """))
        XCTAssertEqual(found.container, "Dependencies")
        XCTAssertEqual(found.module, "Module")
        XCTAssertEqual(found.builder, "ModuleBuilder")
        XCTAssertEqual(found.wrappers, ["Inject"])
        XCTAssertEqual(found.buildMethods, ["build"])
        XCTAssertTrue(found.literalInitializer)
        XCTAssertEqual(found.rootContainer, "root")
    }

    func testRenamedCopyFilledThroughRegisterWithAnEnumBuilder() throws {
        let found = try XCTUnwrap(dialect("""
            final class DIContainer {
                static let app = DIContainer()
                static let useCases = DIContainer()
                private var dependencies = [String: Dependency]()
                func register(@DependencyBuilder _ dependencies: () -> [Dependency]) {}
                func resolve<T>() -> T { dependencies["\\(T.self)"]!.make() as! T }
            }
            @resultBuilder enum DependencyBuilder { static func buildBlock(_ dependencies: Dependency...) -> [Dependency] { dependencies } }
            struct Dependency { init<T>(_ make: @escaping () -> T) {} }
            @propertyWrapper final class Inject<Value> {
                init(from container: DIContainer = .app) {}
                var wrappedValue: Value { fatalError() }
            }
            """))
        XCTAssertEqual(found.container, "DIContainer")
        XCTAssertEqual(found.module, "Dependency")
        XCTAssertEqual(found.builder, "DependencyBuilder")
        XCTAssertEqual(found.registerMethods, ["register"])
        XCTAssertFalse(found.literalInitializer)
        XCTAssertEqual(found.staticContainers, ["app", "useCases"])
        XCTAssertEqual(found.rootContainer, "app")
        XCTAssertEqual(found.wrapperContainerLabels, ["from"])
    }

    func testAContainerKeyedByIdentityIsANearMissWithItsReason() {
        let outcome = detect("""
            final class Dependencies {
                private var factories: [ObjectIdentifier: () -> Any] = [:]
                init(@DependencyBuilder _ content: () -> [Dependency]) {}
                func resolve<T>() -> T { factories[ObjectIdentifier(T.self)]!() as! T }
            }
            @resultBuilder enum DependencyBuilder { static func buildBlock(_ d: Dependency...) -> [Dependency] { d } }
            struct Dependency { init<T>(_ make: @escaping () -> T) {} }
            """)
        guard case .nearMiss(let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(reason.contains("keys by `String(describing: T.self)`"), reason)
    }

    /// What a missing key does decides: Shank crashes (`!`, or `guard let … else { fatalError() }` in copies);
    /// a container that goes on with a default or a fallback has other semantics.
    func testAContainerThatFallsBackOnAMissingKeyIsANearMissAndOneThatTrapsIsACopy() {
        func container(resolving body: String) -> String {
            """
            final class Dependencies {
                private var modules: [String: Module] = [:]
                init(@ModuleBuilder _ modules: () -> [Module]) {}
                func resolve<T>(for name: String? = nil) -> T {
                    \(body)
                }
            }
            @resultBuilder struct ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
            struct Module { init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {} }
            """
        }
        let key = "name ?? String(describing: T.self)"
        for fallback in ["if let module = modules[\(key)] { return module.resolve() as! T }\n        return Defaults.make()",
                         "return (modules[\(key)]?.resolve() as? T) ?? Defaults.make()",
                         "let module = modules[\(key)] ?? Module { Defaults.make() as T }\n        return module.resolve() as! T"] {
            guard case .nearMiss(let reason) = detect(container(resolving: fallback)) else { return XCTFail("a copy: \(fallback)") }
            XCTAssertTrue(reason.contains("goes on without crashing"), reason)
        }
        for trap in ["guard let module = modules[\(key)] else { fatalError(\"\\(T.self) is not registered\") }\n        return module.resolve() as! T",
                     "return modules[\(key)]!.resolve() as! T"] {
            guard case .copy = detect(container(resolving: trap)) else { return XCTFail("not a copy: \(trap)") }
        }
    }

    /// A resolver that, for a type nothing registers, searches the registered values for one of that type
    /// (SwiftInjected's conformance fallback) resolves a protocol Shank would crash on; Shank's own
    /// `modules[name]?.resolve() as? T` casts only the value its key finds.
    func testAContainerThatSearchesByConformanceIsANearMissAndShanksCastIsNot() {
        func container(resolving body: String) -> String {
            """
            final class Dependencies {
                private var modules: [ObjectIdentifier: Int] = [:]
                private var values: [Module] = []
                init(@ModuleBuilder _ modules: () -> [Module]) {}
                func resolve<T>() -> T {
                    \(body)
                }
            }
            @resultBuilder struct ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
            struct Module { let value: Any; init<T>(_ resolve: @escaping () -> T) { let name = String(describing: T.self); value = resolve() } }
            """
        }
        let exact = "if let index = modules[ObjectIdentifier(T.self)] { return values[index].value as! T }\n"
        for search in ["if let found = values.first(where: { $0.value is T }) { return found.value as! T }",
                       "for module in values { if let value = module.value as? T { return value } }"] {
            guard case .nearMiss(let reason) = detect(container(resolving: exact + search + "\nfatalError(\"not registered\")")) else {
                return XCTFail("a copy: \(search)")
            }
            XCTAssertTrue(reason.contains("a conforming one"), reason)
        }
        guard case .copy = detect(container(resolving: "guard let value = values.last?.value as? T else { fatalError() }\nreturn value")) else {
            return XCTFail("a cast of one value is no search")
        }
        // Shank's scope generation casts the value its key found inside a closure it runs at once.
        let keyedInClosure = """
            guard let index = modules[ObjectIdentifier(T.self)] else { fatalError("not found") }
            let component: T = {
                guard let resolved = values[index].value as? T else { fatalError("not resolved") }
                for cached in values where cached.value is Int { _ = cached }
                return resolved
            }()
            return component
            """
        guard case .copy = detect(container(resolving: keyedInClosure)) else {
            return XCTFail("a cast of the keyed value inside a closure is no search")
        }
    }

    func testAHandRolledContainerWithoutABuilderIsNothing() {
        let outcome = detect("""
            final class ServiceLocator {
                private var services: [String: Any] = [:]
                func add<T>(_ service: T) { services[String(describing: T.self)] = service }
                func resolve<T>() -> T { services[String(describing: T.self)] as! T }
            }
            """)
        guard case .none = outcome else { return XCTFail("\(outcome)") }
    }

    func testABuilderFromAnotherFileIsANearMiss() {
        let outcome = detect("""
            final class Container {
                init(@ModuleBuilder _ modules: () -> [Module]) {}
                func resolve<T>() -> T { fatalError(String(describing: T.self)) }
            }
            """)
        guard case .nearMiss(let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(reason, "`Container` takes `@ModuleBuilder`, which is not declared as a result builder in the code read with it")
    }

    // MARK: a copy spread over several files

    private static let container = """
        open class Dependencies {
            private var modules = [String: Module]()
            public init(@ModuleBuilder _ modules: () -> [Module]) { modules().forEach { self.modules[$0.name] = $0 } }
            open func build() { Self.root = self }
            fileprivate init() {}
        }
        extension Dependencies {
            static var root = Dependencies()
            static func resolveRoot<T>(_ name: String?) -> T { root.modules[name ?? String(describing: T.self)]!.resolve() as! T }
            @_functionBuilder public struct ModuleBuilder {
                public static func buildBlock(_ modules: Module...) -> [Module] { modules }
            }
        }
        """
    private static let module = """
        public struct Module {
            let name: String
            let resolve: () -> Any
            public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
                self.name = name ?? String(describing: T.self)
                self.resolve = resolve
            }
        }
        """
    private static let wrapper = """
        @propertyWrapper public final class Inject<Value> {
            private let name: String?
            public var wrappedValue: Value { Dependencies.resolveRoot(name) }
            public init() { name = nil }
        }
        """
    private static let app = """
        protocol Store {}
        final class DiskStore: Store {}
        final class Gone {}
        final class Screen { @Inject var store: Store; @Inject var gone: Gone }
        let dependencies = Dependencies { Module { DiskStore() as Store } }
        func start() { dependencies.build() }
        """

    func testACopySpreadOverThreeFoldersIsReadAsTheSameCopyInOneFile() {
        let spread = Linter.run(sources: ["Core/DI/Dependencies.swift": Self.container, "Domain/Module.swift": Self.module,
                                          "UI/Inject.swift": Self.wrapper, "UI/App.swift": Self.app])
        let together = Linter.run(sources: ["Core/Shank.swift": [Self.container, Self.module, Self.wrapper].joined(separator: "\n"),
                                            "UI/App.swift": Self.app])
        XCTAssertEqual(spread.graph.registrations.map(\.key), ["Store"])
        XCTAssertEqual(spread.diagnostics.map(\.rule), ["unregistered-type"])
        XCTAssertEqual(spread.diagnostics.map(\.message), together.diagnostics.map(\.message))
        XCTAssertEqual(spread.diagnostics.map(\.location), together.diagnostics.map(\.location))
    }

    func testASpreadLookAlikeKeyedByObjectIdentifierIsNotACopy() {
        let lookAlikeModule = Self.module.replacingOccurrences(of: "String(describing: T.self)", with: "String(reflecting: T.self)")
        let lookAlikeContainer = Self.container.replacingOccurrences(of: "String(describing: T.self)", with: "String(reflecting: T.self)")
        XCTAssertFalse(lookAlikeModule.contains("describing"))
        let report = Linter.run(sources: ["Core/DI/Dependencies.swift": lookAlikeContainer, "Domain/Module.swift": lookAlikeModule,
                                          "UI/Inject.swift": Self.wrapper, "UI/App.swift": Self.app])
        XCTAssertTrue(report.graph.registrations.isEmpty)
        XCTAssertTrue(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
