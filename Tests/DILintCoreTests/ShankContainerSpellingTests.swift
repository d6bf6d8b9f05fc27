@testable import DILintCore
import XCTest

/// Every spelling of Shank's initializers makes the same container and module.
final class ShankContainerSpellingTests: XCTestCase {
    private func report(_ code: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            protocol Logger {}
            struct PrintLogger: Logger {}
            final class Screen { @Inject var logger: Logger }

            """ + code]).diagnostics
    }

    private func assertClean(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = report(code)
        XCTAssertEqual(found.filter { $0.severity != .note }.map(\.message), [], file: file, line: line)
    }

    func testImplicitMemberInit() {
        assertClean("""
            enum Boot {
                static let dependencies: Dependencies = .init { Module { PrintLogger() as Logger } }
                static func run() { dependencies.build() }
            }
            """)
    }

    func testExplicitInitCalls() {
        assertClean("""
            enum Boot {
                static let dependencies = Dependencies.init { Module.init { PrintLogger() as Logger } }
                static func run() { dependencies.build() }
            }
            """)
    }

    func testModuleQualifiedNames() {
        assertClean("""
            enum Boot {
                static let dependencies = Shank.Dependencies { Shank.Module { PrintLogger() as Logger } }
                static func run() { dependencies.build() }
            }
            """)
    }

    func testSubclassOfTheContainer() {
        assertClean("""
            final class AppDependencies: Dependencies {}
            enum Boot {
                static let dependencies = AppDependencies { Module { PrintLogger() as Logger } }
                static func run() { dependencies.build() }
            }
            """)
    }

    func testAModuleOfASubclassContainerIsChecked() {
        let found = report("""
            final class AppDependencies: Dependencies {}
            enum Boot {
                static let dependencies = AppDependencies { Module { PrintLogger() } }
                static func run() { dependencies.build() }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), [UnregisteredTypeRule.id])
    }

    func testALookAlikeThatIsNotASubclassIsNoContainer() {
        let found = report("""
            final class Registry { init(_ make: () -> Module) {} }
            enum Boot {
                static let registry = Registry { Module { PrintLogger() as Logger } }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), [MissingBootstrapRule.id])
        XCTAssertTrue(found.contains { $0.message.contains("no Dependencies container") }, "\(found.map(\.message))")
    }

    func testTheAppsOwnNestedTypeOfTheSameNameIsNoContainer() {
        let found = report("""
            enum Feature { struct Dependencies { init(_ make: () -> Module) {} } }
            enum Boot {
                static let feature = Feature.Dependencies { Module { PrintLogger() as Logger } }
            }
            """)
        XCTAssertTrue(found.contains { $0.message.contains("no Dependencies container") }, "\(found.map(\.message))")
    }
}
