@testable import DILintCore
import XCTest

/// A copy of Shank under a folder discovery skips still marks the app as Shank code, unanalysed.
final class VendoredShankDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-vendored-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    private func lint() throws -> LintReport {
        try Linter.run(LintOptions(paths: ["."], currentDirectory: root.path))
    }

    private let shankCopy = """
        open class Dependencies {
            private var modules = [String: Module]()
            public init(@ModuleBuilder _ modules: () -> [Module]) {}
            open func build() {}
            fileprivate func resolve<T>(for name: String? = nil) -> T {
                let name = name ?? String(describing: T.self)
                return modules[name]!.resolve() as! T
            }
        }
        public extension Dependencies {
            @_functionBuilder struct ModuleBuilder {
                public static func buildBlock(_ modules: Module...) -> [Module] { modules }
            }
        }
        public struct Module { public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {} }
        @propertyWrapper public class Inject<Value> {
            public var wrappedValue: Value { fatalError() }
            @Inject var notAnalysed: Value
        }
        """

    private let app = """
        protocol Api {}
        struct LiveApi: Api {}
        final class AppDelegate {
            let dependencies = Dependencies { Module { LiveApi() as Api } }
            init() { dependencies.build() }
        }
        final class FeedViewController { @Inject var api: Api }
        """

    func testFilesUnderVendoredFoldersAreFoundApartAndSorted() throws {
        for path in ["App/App.swift", "Vendor/a.swift", "Vendor/Zip/b.swift", "ThirdParty/c.swift",
                     "Pods/Alamofire/d.swift", "Vendor/.build/e.swift", "App/External/Boot.swift"] {
            try write(path, "")
        }
        let found = try Discovery(currentDirectory: root.path).find(in: ["."])
        // `External` is too common a name for an app's own folders to be taken for vendored code.
        XCTAssertEqual(found.sources.map(\.displayPath), ["App/App.swift", "App/External/Boot.swift"])
        // A pod's sources are read only for a copy of Shank, like a vendored folder's.
        XCTAssertEqual(found.vendored.map(\.displayPath),
                       ["Pods/Alamofire/d.swift", "ThirdParty/c.swift", "Vendor/Zip/b.swift", "Vendor/a.swift"])
    }

    func testACopyOfShankUnderVendorMakesTheAppShankWithoutBeingAnalysed() throws {
        try write("App/App.swift", app)
        try write("Vendor/Shank/Shank.swift", shankCopy)
        let report = try lint()
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Api"])
        XCTAssertEqual(report.graph.requests.map(\.location.file), ["App/App.swift"])
        XCTAssertEqual(report.summary.files, 1)
    }

    func testWithoutTheCopyTheAppIsNotShank() throws {
        try write("App/App.swift", app)
        XCTAssertTrue(try lint().graph.requests.isEmpty)
    }

    func testALookAlikeContainerUnderVendorIsNotShank() throws {
        try write("App/App.swift", app)
        try write("Vendor/Container/Dependencies.swift", """
            final class Dependencies {
                init(_ modules: () -> [Module]) {}
                func build() {}
                func resolve<T>() -> T { fatalError() }
            }
            struct Module { init(_ make: @escaping () -> Any) {} }
            """)
        XCTAssertTrue(try lint().graph.requests.isEmpty)
    }
}
