@testable import DILintCore
import XCTest

/// A container subclass that lists its modules in its own initializer (`super.init { … }`,
/// `self.init { … }`) registers them whenever an instance of it is built.
final class ShankSubclassInitializerTests: XCTestCase {
    private func findings(_ source: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": "import Shank\n" + source]).diagnostics
    }

    private func rules(_ source: String) -> [String] {
        findings(source).filter { $0.severity != .note }.map(\.rule)
    }

    private let services = """
        protocol Api {}
        final class LiveApi: Api {}
        protocol Keychain {}
        final class SystemKeychain: Keychain {}
        final class Sync {
            @Inject var api: Api
            @Inject var keychain: Keychain
        }

        """

    func testModulesPassedToSuperInitAreRegistered() {
        XCTAssertEqual(rules(services + """
            final class AppContainer: Dependencies {
                let isDebug: Bool
                init(isDebug: Bool) {
                    self.isDebug = isDebug
                    super.init {
                        Module { LiveApi() as Api }
                        Module { SystemKeychain() as Keychain }
                    }
                }
            }
            final class AppDelegate {
                private let container = AppContainer(isDebug: false)
                func launch() { container.build() }
            }
            """), [])
    }

    func testAListReturnedToSelfInitIsRegistered() {
        XCTAssertEqual(rules(services + """
            final class AppContainer: Dependencies {
                convenience init() {
                    self.init {
                        return [
                            Module { LiveApi() as Api },
                            Module { SystemKeychain() as Keychain },
                        ]
                    }
                }
            }
            final class AppDelegate {
                private let container = AppContainer()
                func launch() { container.build() }
            }
            """), [])
    }

    func testAModuleMissingFromTheSubclassIsStillReported() {
        let found = findings(services + """
            final class AppContainer: Dependencies {
                convenience init() {
                    self.init { Module { LiveApi() as Api } }
                }
            }
            final class AppDelegate {
                private let container = AppContainer()
                func launch() { container.build() }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.type), ["Keychain"])
    }

    func testModulesSuperInitTakesFromAFunctionAreUnreadNotMissing() {
        let found = findings(services + """
            enum AppModules {
                static func all() -> [Module] { [Module { LiveApi() as Api }, Module { SystemKeychain() as Keychain }] }
            }
            final class AppContainer: Dependencies {
                init() { super.init(AppModules.all) }
            }
            final class AppDelegate {
                private let container = AppContainer()
                func launch() { container.build() }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity != .note }.map(\.rule), [])
        XCTAssertEqual(found.filter { $0.rule == "possibly-unregistered" }.count, 2)
    }

    func testAnInitializerForwardingItsModulesLeavesThemToTheCaller() {
        // The literal at the call site is read; the forwarded parameter is no place dilint could not read.
        let found = findings(services + """
            final class LoggingDependencies: Dependencies {
                override init(@ModuleBuilder _ modules: () -> [Module]) {
                    print("registering")
                    super.init(modules)
                }
            }
            final class AppDelegate {
                let dependencies = LoggingDependencies {
                    Module { LiveApi() as Api }
                    Module { LiveApi() }
                }
                func launch() { dependencies.build() }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.type), ["Keychain"])
        XCTAssertFalse(found.contains { $0.rule == "unanalyzable" })
    }

    func testSelfInitWithArgumentsCallsTheClassesOwnInitializer() {
        // `self.init(environment:)` is the class's designated initializer, not the container's builder.
        let found = findings(services + """
            final class AppContainer: Dependencies {
                let environment: String
                init(environment: String) {
                    self.environment = environment
                    super.init { Module { LiveApi() as Api } }
                }
                convenience init() { self.init(environment: "production") }
            }
            final class AppDelegate {
                private let container = AppContainer()
                func launch() { container.build() }
            }
            """)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.type), ["Keychain"])
        XCTAssertFalse(found.contains { $0.message.contains("\"production\"") })
    }

    func testADelegatingInitializerOfAnotherClassRegistersNothing() {
        // `super.init { … }` of a class that is no container is not one, whatever its closure builds.
        XCTAssertEqual(rules(services + """
            class PluginRegistry { init(_ make: () -> Module) {} }
            final class Plugins: PluginRegistry {
                init() { super.init { Module { SystemKeychain() as Keychain } } }
            }
            let dependencies = Dependencies { Module { LiveApi() as Api } }
            final class AppDelegate { func launch() { dependencies.build() } }
            """), ["unregistered-type"])
    }
}
