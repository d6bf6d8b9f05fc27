import Foundation
import XCTest

/// A configuration that names a framework the code does not show must not make a passing gate.
final class ConfiguredFrameworkGateTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write("frameworks: [shank]\n", to: ".dilint.yml")
        try write("""
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            extension AppDelegate {
                func registerServices() { Container.root.register { Module { SystemClock() as Clock } } }
            }
            """, to: "App/Screen.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func write(_ contents: String, to name: String) throws {
        let url = project.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    private func copy(keyedBy key: String) -> String {
        """
        open class Container {
            static var root = Container()
            private var modules = [String: Module]()
            func register(@ModuleBuilder _ modules: () -> [Module]) { modules().forEach { self.modules[$0.name] = $0 } }
            func resolve<T>() -> T { modules[\(key)]!.resolve() as! T }
        }
        @resultBuilder struct ModuleBuilder { static func buildBlock(_ modules: Module...) -> [Module] { modules } }
        struct Module {
            let name: String
            let resolve: () -> Any
            init<T>(_ name: String, _ resolve: @escaping () -> T) { self.name = name; self.resolve = resolve }
        }
        @propertyWrapper final class Inject<Value> { var wrappedValue: Value { Container.root.resolve() } }
        """
    }

    func testAShankCopyUnderPodsSatisfiesTheConfiguration() throws {
        try write(copy(keyedBy: "String(describing: T.self)"), to: "Pods/AppDI/Container.swift")
        let result = try DilintProcess.run(["lint", "--no-color"], in: project)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("(1 registration, 1 request)"), result.stdout)
    }

    func testALookAlikeContainerFailsTheRunAndSaysWhy() throws {
        try write(copy(keyedBy: "\"\\(ObjectIdentifier(T.self))\""), to: "Pods/AppDI/Container.swift")
        let result = try DilintProcess.run(["lint", "--no-color"], in: project)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("the configuration's `frameworks` asks for Shank, but no Shank code was found"), result.stderr)
        XCTAssertTrue(result.stderr.contains(
            "Pods/AppDI/Container.swift: looks like a Shank container but is not read as one: neither `Container` nor `Module` keys by `String(describing: T.self)`"),
            result.stderr)
    }
}
