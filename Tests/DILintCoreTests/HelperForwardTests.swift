@testable import DILintCore
import XCTest

/// A declaration of modules (`-> Module`, `: [Module]`) that returns other declarations' modules is followed
/// from the start that names it, as deep as it goes; what it returns that dilint cannot follow is unread there.
final class HelperForwardTests: XCTestCase {
    /// A generic helper and the types the evaluation tests register with it (`ModuleParameterTests` too).
    static let provide = """
        import Dirk
        func single<T>(_ type: T.Type, _ make: @escaping () throws -> T) -> Module {
            Module { Singleton<T> { try make() } }
        }
        protocol HTTPClient {}
        final class URLSessionClient: HTTPClient {}
        protocol Analytics {}
        final class ConsoleAnalytics: Analytics {}
        protocol Rules {}
        final class StandardRules: Rules { init(client: HTTPClient) {} }
        """

    private func lint(_ app: String) -> LintReport {
        Linter.run(sources: ["Provide.swift": Self.provide, "App.swift": app])
    }

    func testModulesReturnedThroughPropertiesListsAndFunctionsAreRegistered() {
        let report = lint("""
            import Dirk
            extension Module {
                static var network: Module { single(HTTPClient.self) { URLSessionClient() } }
                static var analytics: Module {
                    get { single(Analytics.self) { ConsoleAnalytics() } }
                }
            }
            func appModules() -> [Module] {
                var modules: [Module] = [.network]
                modules.append(.analytics)
                return modules + [single(Rules.self) { StandardRules(client: try inject()) }]
            }
            func boot() throws { try Dirk.start { return appModules() } }
            final class Screen { @Inject var rules: Rules; @Inject var analytics: Analytics }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key).sorted(), ["Analytics", "HTTPClient", "Rules"])
        XCTAssertTrue(report.graph.unreadProviders.isEmpty)
        XCTAssertEqual(report.diagnostics.filter { $0.severity != .note }.map(\.rule), [])
    }

    /// The modules a declaration returns from inside a `do` (and its `catch`) or a `guard`'s `else` are
    /// followed as those at its top; a `while` loop's are unread, not dropped.
    func testModulesReturnedFromDoCatchAndGuardAreRegisteredAndAWhileLoopIsUnread() {
        let report = lint("""
            import Dirk
            func appModules(ready: Bool) -> [Module] {
                do {
                    var modules: [Module] = [single(HTTPClient.self) { URLSessionClient() }]
                    guard ready else { return modules }
                    modules.append(single(Analytics.self) { ConsoleAnalytics() })
                    return modules
                } catch {
                    return [single(Rules.self) { StandardRules(client: try inject()) }]
                }
            }
            func looped() -> [Module] {
                var modules: [Module] = []
                while modules.isEmpty { modules.append(single(Rules.self) { StandardRules(client: try inject()) }) }
                return modules
            }
            func boot() throws { try Dirk.start { return appModules(ready: true) + looped() } }
            final class Screen { @Inject var client: HTTPClient; @Inject var analytics: Analytics }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key).sorted(), ["Analytics", "HTTPClient", "Rules"])
        XCTAssertEqual(report.graph.unreadProviders.map(\.location.line), [14], "the while loop, unread")
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.rule), [])
    }

    func testTheRequestsOfAForwardedCallsClosureAreItsProvidersDependenciesOnly() {
        let report = lint("""
            import Dirk
            enum AppModules {
                static var rules: Module { single(Rules.self) { StandardRules(client: try inject()) } }
            }
            func boot() throws { try Dirk.start { AppModules.rules } }
            """)
        // HTTPClient is missing: one finding, at the inject() the provider runs, not a second free-standing one.
        let missing = report.diagnostics.filter { $0.rule == UnregisteredTypeRule.id }
        XCTAssertEqual(missing.map(\.location.line), [3])
        XCTAssertEqual(report.graph.requests.count, 1)
    }

    func testWhatAForwardReturnsThatCannotBeFollowedIsUnreadAtThatPlace() {
        let report = lint("""
            import Dirk
            func appModules() -> [Module] { [single(Analytics.self) { ConsoleAnalytics() }, PaymentsSDK.module] }
            func boot() throws { try Dirk.start { return appModules() } }
            final class Screen { @Inject var rules: Rules }
            """)
        XCTAssertEqual(report.graph.unreadProviders.map { "\($0.location.line):\($0.location.column)" }, ["2:81"])
        XCTAssertEqual(report.diagnostics.filter { $0.rule == PossiblyUnregisteredRule.id }.map(\.location.line), [4])
    }

    func testDeclarationsThatReturnEachOtherEndTheWalk() {
        let report = lint("""
            import Dirk
            func first() -> [Module] { [single(Analytics.self) { ConsoleAnalytics() }] + second() }
            func second() -> [Module] { first() }
            func boot() throws { try Dirk.start { return first() } }
            """)
        XCTAssertEqual(report.graph.registrations.map(\.key), ["Analytics"])
        XCTAssertTrue(report.graph.unreadProviders.isEmpty)
    }

    /// Declarations that each return four calls of the next level: 4^12 paths, read once per declaration.
    func testSharedDeclarationsAreReadOnceHoweverManyPathsReachThem() {
        let levels = 12
        let chain = (0..<levels).map { level in
            "func level\(level)() -> [Module] { var modules = level\(level + 1)()"
                + String(repeating: "; modules += level\(level + 1)()", count: 3) + "; return modules }"
        }.joined(separator: "\n")
        let report = lint("""
            import Dirk
            \(chain)
            func level\(levels)() -> [Module] { [single(Analytics.self) { ConsoleAnalytics() }] }
            func boot() throws { try Dirk.start { return level0() } }
            """)
        XCTAssertEqual(Set(report.graph.registrations.map(\.key)), ["Analytics"])
        XCTAssertTrue(report.graph.unreadProviders.isEmpty)
    }

    /// `modules += modules` forty times would be 2^40 elements: the list is cut at the limit and the rest is unread.
    func testAListThatDoublesIsCutAndUnreadNotExponential() {
        let report = lint("""
            import Dirk
            func boot() throws {
                try Dirk.start {
                    var modules = [single(Analytics.self) { ConsoleAnalytics() }]
            \(String(repeating: "        modules += modules\n", count: 40))        return modules
                }
            }
            """)
        XCTAssertEqual(Set(report.graph.registrations.map(\.key)), ["Analytics"])
        XCTAssertFalse(report.graph.unreadProviders.isEmpty)
    }

    func testAChainDeeperThanTheLimitIsUnread() {
        let depth = HelperModules.depthLimit + 2
        let chain = (0..<depth).map { "func level\($0)() -> Module { level\($0 + 1)() }" }.joined(separator: "\n")
        let report = lint("""
            import Dirk
            \(chain)
            func level\(depth)() -> Module { single(Analytics.self) { ConsoleAnalytics() } }
            func boot() throws { try Dirk.start { level0() } }
            """)
        XCTAssertEqual(report.graph.unreadProviders.count, 1)
        XCTAssertTrue(report.graph.registrations.isEmpty)
    }
}
