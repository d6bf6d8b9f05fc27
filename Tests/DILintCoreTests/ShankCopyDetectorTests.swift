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
        XCTAssertEqual(found.wrapperContainerLabel, "from")
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
        XCTAssertEqual(reason, "`Container` takes `@ModuleBuilder`, which is not declared in this file as a result builder")
    }
}
