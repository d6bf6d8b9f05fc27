@testable import DILintCore
import SwiftParser
import XCTest

/// Only the argument the module's initializer takes as its name names a module; `nil` names none.
final class ShankModuleNameTests: XCTestCase {
    private func copy(moduleInit: String) -> String {
        """
        open class Dependencies {
            private var modules = [String: Module]()
            public init(@ModuleBuilder _ modules: () -> [Module]) {}
            open func build() { Self.root = self }
            static var root = Dependencies()
            func resolve<T>(for name: String? = nil) -> T { modules[name ?? String(describing: T.self)]!.resolve() as! T }
        }
        @resultBuilder struct ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
        public enum InjectionScope { case singleton, prototype }
        public struct Module { \(moduleInit) {} }
        @propertyWrapper public class Inject<Value> {
            public var wrappedValue: Value { Dependencies.root.resolve() }
        }
        """
    }

    private func nameLabels(moduleInit: String) -> [String]? {
        let source = copy(moduleInit: moduleInit)
        guard case .copy(let dialect) = ShankCopyDetector.detect(in: Parser.parse(source: source),
                                                                 lines: LineTable(file: "Copy.swift", bytes: Array(source.utf8)))
        else { return nil }
        return dialect.moduleNameLabels
    }

    func testTheCopysFirstStringParameterIsTheName() {
        XCTAssertEqual(nameLabels(moduleInit: "init<T>(_ name: String? = nil, owner: String = #fileID, _ resolve: @escaping () -> T)"), [""])
        XCTAssertEqual(nameLabels(moduleInit: "init<T>(name: String? = nil, _ resolve: @escaping () -> T)"), ["name"])
    }

    func testLabelledArgumentsOfACopyAreNotTheName() {
        let report = Linter.run(sources: [
            "App/Shank.swift": copy(moduleInit: "init<T>(_ name: String? = nil, owner: String = \"\", scope: InjectionScope = .prototype, _ resolve: @escaping () -> T)"),
            "App/App.swift": """
                protocol Logger {}
                struct PrintLogger: Logger {}
                protocol Clock {}
                struct SystemClock: Clock {}
                final class Screen { @Inject var logger: Logger; @Inject var clock: Clock }
                let dependencies = Dependencies {
                    Module(owner: "Logging") { PrintLogger() as Logger }
                    Module(scope: .singleton) { SystemClock() as Clock }
                }
                func start() { dependencies.build() }
                """,
        ])
        XCTAssertEqual(report.diagnostics.map(\.message), [])
    }

    func testANilNameIsNoName() {
        let report = Linter.run(sources: ["App/App.swift": """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module(nil) { SystemClock() as Clock } }
            func start() { dependencies.build() }
            """])
        XCTAssertEqual(report.diagnostics.map(\.message), [])
    }
}
