import DILintCore
import XCTest

/// The generator simulation against the cases frameworks.md verified on InjectGrail's own functions.
final class InjectGrailSimulationTests: XCTestCase {
    private func simulate(_ source: String, file: String = "App/Example.swift") -> InjectGrailGraph? {
        Linter.run(sources: [file: source]).graph.injectGrail
    }

    /// Root `{net, a: Api, b: Api}`, parent `{net}`, child `{net, index: Int, repo: Repo, a: Api, zzz: Api}`.
    private let verifiedTree = """
        import InjectGrail
        struct Root: RootInjector { let net: NetworkService; let a: Api; let b: Api }
        protocol ParentInjector: Injector { var net: NetworkService { get } }
        protocol ChildInjector: Injector {
            var net: NetworkService { get }
            var index: Int { get }
            var repo: Repo { get }
            var a: Api { get }
            var zzz: Api { get }
        }
        final class Parent: Injectable, InjectsChildInjector {
            let injector: ParentInjectorImpl
            init(injector: ParentInjectorImpl) { self.injector = injector }
        }
        final class Child: Injectable {
            let injector: ChildInjectorImpl
            init(injector: ChildInjectorImpl) { self.injector = injector }
        }
        """

    func testUnresolvedPropertiesOfTheVerifiedTreeBecomeArguments() throws {
        let grail = try XCTUnwrap(simulate(verifiedTree))
        let manual = grail.manualInjections.filter { $0.injector == "ChildInjector" }
        XCTAssertEqual(manual.map(\.property.name), ["index", "repo", "zzz"])
        XCTAssertEqual(manual.map(\.reason), [.neverResolvedType, .notFound, .ambiguous(candidates: ["a", "b"])])
    }

    func testPropertyFoundInTheRootTunnelsIntoTheParentsImpl() throws {
        let grail = try XCTUnwrap(simulate(verifiedTree))
        let parent = try XCTUnwrap(grail.injectors.first { $0.name == "ParentInjector" })
        XCTAssertEqual(parent.implProperties.map(\.name), ["net", "a"])
    }

    func testAPropertyOfAnAncestorTunnelsThroughEveryLevelBelowIt() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { }
            protocol TopInjector: Injector { var theme: Theme { get } }
            protocol MiddleInjector: Injector { }
            protocol LeafInjector: Injector { var theme: Theme { get } }
            final class Top: Injectable, InjectsMiddleInjector { let injector: TopInjectorImpl }
            final class Middle: Injectable, InjectsLeafInjector { let injector: MiddleInjectorImpl }
            final class Leaf: Injectable { let injector: LeafInjectorImpl }
            """))
        XCTAssertEqual(grail.injectors.first { $0.name == "MiddleInjector" }?.implProperties.map(\.name), ["theme"])
        XCTAssertFalse(grail.manualInjections.contains { $0.injector == "LeafInjector" })
    }

    func testOnlyIntAndStringAreNeverResolvedByType() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { let count: Int; let flag: Bool; let limit: Int? }
            protocol FeedInjector: Injector { var count: Int { get }; var flag: Bool { get }; var limit: Int? { get } }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """))
        XCTAssertEqual(grail.manualInjections.map(\.property.name), ["count"])
    }

    func testForceManualIsReadFromTheLeadingComment() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { let auth: Auth; let api: Api }
            protocol FeedInjector: Injector {
                /// sourcery: skipMock, forceManual = true
                var auth: Auth { get }
                // a plain comment mentioning forceManual
                var api: Api { get }
            }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """))
        XCTAssertEqual(grail.manualInjections.map(\.property.name), ["auth"])
        XCTAssertEqual(grail.manualInjections.first?.reason, .forceManual)
    }

    func testForceManualIsReadFromBlockComments() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { let auth: Auth; let api: Api; let clock: Clock; let store: Store }
            protocol FeedInjector: Injector {
                /* sourcery: forceManual */ var auth: Auth { get }
                /** sourcery: forceManual */
                var api: Api { get }
                /**
                 * The clock the feed's timestamps use.
                 * sourcery: forceManual
                 */
                var clock: Clock { get }
                /* not an annotation: sourcery: forceManual */
                var store: Store { get }
            }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """))
        XCTAssertEqual(grail.manualInjections.map(\.property.name), ["auth", "api", "clock"])
        XCTAssertEqual(Set(grail.manualInjections.map(\.reason)), [.forceManual])
    }

    func testSpellingDifferencesAreNearMisses() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { let client: any Api; let store: Storage.Store }
            protocol FeedInjector: Injector { var api: Api { get }; var store: Store { get } }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """))
        let nearMisses = grail.manualInjections.map(\.nearMisses)
        XCTAssertEqual(nearMisses.count, 2)
        XCTAssertTrue(nearMisses[0].first?.contains("Root.client is 'any Api'") ?? false, "\(nearMisses)")
        XCTAssertTrue(nearMisses[1].first?.contains("Root.store is 'Storage.Store'") ?? false, "\(nearMisses)")
    }

    func testNeedsInjectorRemovesEveryImplFromTheTypeName() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrailMacros
            struct Root: RootInjector { }
            protocol FeedInjector: Injector { }
            @NeedsInjector final class FeedImpl { }
            """))
        XCTAssertEqual(grail.injectables.map(\.injector), ["FeedInjector"])
    }

    func testAnUnrelatedInjectorProtocolIsNotInjectGrail() {
        XCTAssertNil(simulate("""
            protocol Injector { func inject(into view: View) }
            protocol ThemeInjector: Injector { var theme: Theme { get } }
            final class DarkThemeInjector: ThemeInjector { let theme = Theme(); func inject(into view: View) {} }
            """))
    }

    func testACycleInTheInjectsGraphStillEndsTheSimulation() throws {
        let grail = try XCTUnwrap(simulate("""
            import InjectGrail
            struct Root: RootInjector { }
            protocol AInjector: Injector { var name: String { get }; var first: First { get } }
            protocol BInjector: Injector { var second: Second { get } }
            final class A: Injectable, InjectsBInjector { let injector: AInjectorImpl }
            final class B: Injectable, InjectsAInjector { let injector: BInjectorImpl }
            """))
        // Inside a cycle each injector is its own ancestor, so only what nothing declares stays manual.
        XCTAssertEqual(grail.manualInjections.map(\.property.name), ["name"])
        XCTAssertEqual(grail.injections.count, 2)
    }
}
