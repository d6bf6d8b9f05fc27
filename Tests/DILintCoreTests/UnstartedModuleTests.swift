import DILintCore
import XCTest

/// "'X' is never passed to Dirk.start" (Shank: "never built") is said only when the analysed code holds a
/// start: one module file linted alone (an editor, `dilint lint Sources/Feed/FeedModule.swift`) cannot see the
/// start that passes it.
final class UnstartedModuleTests: XCTestCase {
    private static let module = """
        import Dirk
        final class FeedStore { var items: [String] = [] }
        final class FeedModule: Module {
            init() { super.init { Singleton { FeedStore() } } }
        }
        """

    private func unused(_ sources: [String: String]) -> [String] {
        Linter.run(sources: sources).diagnostics.filter { $0.message.contains("is never passed to Dirk.start") }.map(\.message)
    }

    func testAModuleFileAloneAdvisesNothing() {
        XCTAssertEqual(unused(["Feed/FeedModule.swift": Self.module]), [])
    }

    func testWithTheAppsStartInSightAModuleItDoesNotPassIsUnused() {
        XCTAssertEqual(unused([
            "Feed/FeedModule.swift": Self.module,
            "App/Boot.swift": "import Dirk\nfunc boot() throws { try Dirk.start { Module { } } }\n",
        ]), ["'FeedModule' is never passed to Dirk.start or register, so its provider is never registered"])
    }

    func testAShankContainerFileAloneAdvisesNothing() {
        let container = """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            let appDependencies = Dependencies {
                Module { SystemClock() as Clock }
            }
            """
        func unbuilt(_ sources: [String: String]) -> Int {
            Linter.run(sources: sources).diagnostics.filter { $0.message.contains("is never built, so none of its modules") }.count
        }
        XCTAssertEqual(unbuilt(["App/Dependencies.swift": container]), 0)
        XCTAssertEqual(unbuilt(["App/Dependencies.swift": container,
                                "App/Boot.swift": "import Shank\nfunc boot() { Dependencies { }.build() }\n"]), 1)
    }
}
