@testable import DILintCore
import XCTest

/// Code in a folder named like tests (an A/B-tests feature, a test target) is classed as test code, but
/// InjectGrail's generator reads whatever folders its input names: what such code declares is not
/// proved missing. A name no code declares still is.
final class InjectGrailTestNamedFolderTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-grail-tests-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    private func findings() throws -> [Diagnostic] {
        try Linter.run(LintOptions(paths: ["."], currentDirectory: root.path)).diagnostics
    }

    private let home = """
        import InjectGrail
        final class Api {}
        struct AppRoot: RootInjector { let api: Api }
        protocol HomeInjector: Injector { var api: Api { get } }
        final class Home: Injectable, InjectsExperimentsInjector {
            let injector: HomeInjectorImpl
            init(injector: HomeInjectorImpl) { self.injector = injector }
        }
        """

    private let experiments = """
        import InjectGrail
        protocol ExperimentsInjector: Injector { var api: Api { get } }
        final class Experiments: Injectable {
            let injector: ExperimentsInjectorImpl
            init(injector: ExperimentsInjectorImpl) { self.injector = injector }
        }
        """

    func testAnInjectorInAFeatureFolderNamedLikeTestsIsNotProvedMissing() throws {
        try write("App/Features/Home/Home.swift", home)
        try write("App/Features/ABTests/Experiments.swift", experiments)
        let found = try findings().filter { $0.rule == "unknown-injector" }
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.notes.first?.location?.file, "App/Features/ABTests/Experiments.swift")
    }

    func testAnInjectorNoCodeDeclaresIsStillMissing() throws {
        try write("Sources/App/Home.swift", home)
        try write("Tests/AppTests/HomeTests.swift", "import XCTest\n@testable import App\nfinal class HomeTests: XCTestCase {}\n")
        XCTAssertEqual(try findings().filter { $0.rule == "unknown-injector" }.map(\.severity), [.error])
    }

    func testARootOnlyATestTargetDeclaresIsNotProvedMissing() throws {
        try write("App/Feed.swift", """
            import InjectGrail
            final class Api {}
            protocol FeedInjector: Injector { var api: Api { get } }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """)
        try write("AppTests/TestRoot.swift", "import InjectGrail\nstruct TestRoot: RootInjector { let api: Api }\n")
        let found = try findings().filter { $0.rule == "root-injector" }
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.notes.first?.location?.file, "AppTests/TestRoot.swift")
    }

    func testARootInAFeatureFolderNamedLikeTestsIsNotProvedMissing() throws {
        try write("App/Features/Feed/Feed.swift", """
            import InjectGrail
            final class Api {}
            protocol FeedInjector: Injector { var api: Api { get } }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """)
        try write("App/Features/UITests/Root.swift", "import InjectGrail\nstruct StubRoot: RootInjector { let api: Api }\n")
        XCTAssertEqual(try findings().filter { $0.rule == "root-injector" }.map(\.severity), [.warning])
    }
}
