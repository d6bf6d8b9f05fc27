@testable import DILintCore
import XCTest

/// Modules that provide a framework, configured or re-exporting it, make their importers its code.
final class ProviderModulesTests: XCTestCase {
    private func parse(_ yaml: String) throws -> Configuration {
        try ConfigurationParser(text: yaml, displayPath: ".dilint.yml", root: "/project").parse()
    }

    func testProvidersAreReadByFramework() throws {
        let configuration = try parse("providers:\n  zerk: [Platform, Core]\n  shank: AppDI\n")
        XCTAssertEqual(configuration.policy.providerModules, ["Platform": .zerk, "Core": .zerk, "AppDI": .shank])
    }

    func testAnUnknownFrameworkUnderProvidersNamesItsLine() {
        XCTAssertThrowsError(try parse("providers:\n  swinject: [Core]\n")) { error in
            XCTAssertEqual((error as? Configuration.Problem)?.message,
                           ".dilint.yml:2:3: unknown framework 'swinject' (expected dirk, zerk, shank, injectgrail)")
        }
    }

    func testAFileImportingAProviderIsReadAsTheFramework() {
        let sources = ["App/Screen.swift": """
            import Platform
            protocol Clock {}
            final class Screen { @Injected var clock: Clock }
            func boot() { Zerk.store.singleton(SystemClock()) }
            struct SystemClock: Clock {}
            """]
        XCTAssertTrue(Linter.run(sources: sources).graph.requests.isEmpty)
        let report = Linter.run(sources: sources, policy: LintPolicy(providerModules: ["Platform": .zerk]))
        XCTAssertEqual(report.graph.requests.map(\.key), ["Clock"])
        XCTAssertEqual(report.diagnostics.map(\.rule), ["unregistered-type"])
    }

    func testTheModuleOfAFileIsTheFolderBelowSourcesElseTheTopFolder() {
        let none = PackageTargets()
        XCTAssertEqual(ExportedImports.moduleName(of: "Packages/Kit/Sources/CoreDI/Exports.swift", targets: none), "CoreDI")
        XCTAssertEqual(ExportedImports.moduleName(of: "App/Support/Exports.swift", targets: none), "App")
        XCTAssertEqual(ExportedImports.moduleName(of: "Exports.swift", targets: none), "")
        XCTAssertNil(ExportedImports.moduleName(of: "Sources/Exports.swift", targets: none))
    }

    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Journal", targets: [
            .target(name: "CoreDI", path: "Modules/Core/Sources"),
            .target(name: "Feed"),
            .executableTarget(name: "Journal", dependencies: ["CoreDI", "Feed"], path: "App"),
            .testTarget(name: "JournalTests", dependencies: ["Journal"]),
        ])
        """

    func testAManifestSaysWhichTargetEachFolderIs() {
        let targets = PackageTargets(sources: [ReadSource(file: SourceFile(displayPath: "Kit/Package.swift", absolutePath: "/p/Kit/Package.swift", codeClass: .app),
                                                          bytes: .success(Array(Self.manifest.utf8)))])
        XCTAssertEqual(ExportedImports.moduleName(of: "Kit/Modules/Core/Sources/Exports.swift", targets: targets), "CoreDI")
        XCTAssertEqual(ExportedImports.moduleName(of: "Kit/Modules/Core/Sources/DI/AppModule.swift", targets: targets), "CoreDI")
        XCTAssertEqual(ExportedImports.moduleName(of: "Kit/Sources/Feed/Feed.swift", targets: targets), "Feed")
        XCTAssertEqual(ExportedImports.moduleName(of: "Kit/App/Boot.swift", targets: targets), "Journal")
        XCTAssertEqual(ExportedImports.moduleName(of: "Kit/Tests/JournalTests/BootTests.swift", targets: targets), "JournalTests")
        // Outside every target the path still tells.
        XCTAssertEqual(ExportedImports.moduleName(of: "Other/Sources/Tools/Tool.swift", targets: targets), "Tools")
    }

    /// A target whose folder the manifest names (`path:`) re-exports Dirk: its files and its importers are Dirk
    /// code, though no folder is called after the target.
    func testAReExportInATargetWithItsOwnPathIsSeenByTheTargetAndItsImporters() {
        let report = Linter.run(sources: [
            "Package.swift": Self.manifest,
            "Modules/Core/Sources/Exports.swift": "@_exported import Dirk\n",
            "Modules/Core/Sources/DI/AppModule.swift": "protocol Clock {}\nfinal class AppModule: Module { init() { super.init { } } }\n",
            "App/Boot.swift": "import CoreDI\nfunc boot() throws { try Dirk.start { AppModule() } }\nfinal class Screen { @Inject var clock: Clock }\n",
        ])
        XCTAssertEqual(report.graph.requests.map(\.key), ["Clock"])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.rule), [UnregisteredTypeRule.id])
    }

    /// An umbrella `@_exported import` makes the framework visible to every file of its module, and to
    /// nothing outside it.
    func testAnUmbrellaReExportIsSeenByEveryFileOfItsModuleOnly() {
        let screen = "final class Nope {}\nfinal class Screen { @Inject var nope: Nope }\n"
        let report = Linter.run(sources: [
            "Sources/Shop/Exports.swift": "@_exported import Dirk\n",
            "Sources/Shop/Boot.swift": "func boot() throws { try Dirk.start { Module { } } }\n",
            "Sources/Shop/Screen.swift": screen,
            "Sources/Other/Screen.swift": screen,
        ])
        XCTAssertEqual(report.diagnostics.map(\.location.file), ["Sources/Shop/Screen.swift"])
        XCTAssertEqual(report.diagnostics.map(\.rule), ["unregistered-type"])
    }
}

/// `shank:` names a copy's vocabulary when the copy is out of sight (a binary provider module).
final class ConfiguredShankNamesTests: XCTestCase {
    func testConfiguredNamesReadTheApp() throws {
        let configuration = try ConfigurationParser(text: """
            providers:
              shank: [AppKitDI]
            shank:
              container: DIContainer
              module: Dependency
              register: register
              containers: [app, useCases]
              label: from
            """, displayPath: ".dilint.yml", root: "/project").parse()
        let sources = ["App/Screen.swift": """
            import AppKitDI
            protocol Clock {}
            protocol Api {}
            struct SystemClock: Clock {}
            final class Screen {
                @Inject var clock: Clock
                @Inject(from: .useCases) var api: Api
            }
            func boot() { DIContainer.app.register { Dependency { SystemClock() as Clock } } }
            """]
        let report = Linter.run(sources: sources, policy: configuration.policy)
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Clock"])
        XCTAssertEqual(report.diagnostics.map(\.message), ["'Api' is not registered with the container 'useCases'; @Inject(from: .useCases) here crashes at run time"])
    }

    func testAShankMappingNeedsItsContainer() {
        XCTAssertThrowsError(try ConfigurationParser(text: "shank:\n  module: Dependency\n", displayPath: ".dilint.yml", root: "/").parse()) { error in
            XCTAssertEqual((error as? Configuration.Problem)?.message, ".dilint.yml:2:3: 'shank' needs the container's name: shank.container")
        }
    }
}
