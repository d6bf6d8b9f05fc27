@testable import DILintCore
import XCTest

/// The route notes of findings at a request: from the container's start and an entry, through the
/// providers each step builds, shortest first.
final class FailureRouteTests: XCTestCase {
    private func route(_ source: String, rule: String = UnregisteredTypeRule.id) -> [String] {
        let report = Linter.run(sources: ["App/App.swift": source])
        let finding = report.diagnostics.first { $0.rule == rule }
        return (finding?.route ?? []).map { note in "\(note.location.map { "\($0.line): " } ?? "")\(note.message)" }
    }

    func testTheRouteGoesThroughEveryProviderOnTheWay() {
        XCTAssertEqual(route("""
            import Dirk
            protocol Clock {}
            final class Formatter { init(clock: Clock) {} }
            final class Feed { init(formatter: Formatter) {} }
            final class Screen { @Inject var feed: Feed }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Feed(formatter: try $0.get()) }
                        Factory { Formatter(clock: try $0.get()) }
                    }
                }
            }
            """), [
            "7: route: the Dirk container is started here",
            "5: route: 'Screen' requests 'Feed' with @Inject",
            "9: route: building 'Feed' requests 'Formatter' with $0.get()",
            "10: route: building 'Formatter' requests 'Clock' with $0.get()",
        ])
    }

    /// A type a provider builds asks for its properties when it is built: the route goes through the provider.
    func testAPropertyOfABuiltTypeIsReachedThroughItsProvider() {
        XCTAssertEqual(route("""
            import Dirk
            protocol Clock {}
            final class Model { @Inject var clock: Clock }
            final class Screen { @Inject var model: Model }
            func boot() { try! Dirk.start { Module { Factory { Model() } } } }
            """), [
            "5: route: the Dirk container is started here",
            "4: route: 'Screen' requests 'Model' with @Inject",
            "3: route: 'Model', once built, requests 'Clock' with @Inject",
        ])
    }

    func testARequestOnlyAnUnusedProviderMakesIsReachedByNothing() {
        XCTAssertEqual(route("""
            import Dirk
            protocol Clock {}
            final class Formatter { init(clock: Clock) {} }
            func boot() { try! Dirk.start { Module { Factory { Formatter(clock: try $0.get()) } } } }
            """), ["route: no code that runs reaches this request; only providers nothing requests make it"])
    }

    /// A request dilint could not read may be the one that builds the provider: nothing is claimed.
    func testAnUnreadRequestLeavesAnUnreachedRequestWithoutARoute() throws {
        let report = Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Clock {}
            final class Formatter { init(clock: Clock) {} }
            func resolve<T>() throws -> T { try inject() }
            func boot() { try! Dirk.start { Module { Factory { Formatter(clock: try $0.get()) } } } }
            """])
        let finding = try XCTUnwrap(report.diagnostics.first { $0.rule == UnregisteredTypeRule.id })
        XCTAssertEqual(finding.type, "Clock")
        XCTAssertNil(finding.route)
    }

    /// Of two entries, the one with fewer steps gives the route.
    func testTheShortestRouteWins() {
        XCTAssertEqual(route("""
            import Dirk
            protocol Clock {}
            final class Formatter { init(clock: Clock) {} }
            final class Feed { init(formatter: Formatter) {} }
            final class A { @Inject var feed: Feed }
            final class B { @Inject var formatter: Formatter }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Feed(formatter: try $0.get()) }
                        Factory { Formatter(clock: try $0.get()) }
                    }
                }
            }
            """), [
            "8: route: the Dirk container is started here",
            "6: route: 'B' requests 'Formatter' with @Inject",
            "11: route: building 'Formatter' requests 'Clock' with $0.get()",
        ])
    }

    func testJSONAndSARIFCarryTheRoute() throws {
        let report = Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() { try! Dirk.start { Module { } } }
            """])
        let result = AnalysisResultBuilder.build(report, toolVersion: "test")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter.render(result).utf8)) as? [String: Any])
        let diagnostic = try XCTUnwrap((json["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual((diagnostic["route"] as? [[String: Any]])?.compactMap { $0["message"] as? String },
                       ["route: the Dirk container is started here", "route: 'Screen' requests 'Clock' with @Inject"])
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as? [String: Any])
        let sarifResult = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let flow = try XCTUnwrap((sarifResult["codeFlows"] as? [[String: Any]])?.first)
        let steps = try XCTUnwrap(((flow["threadFlows"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]]))
        XCTAssertEqual(steps.count, 2)
    }

    /// Entries are walked in ranks worked out once; sorting by them orders requests as the plain comparison
    /// of owner, key and place does (the oracle), ties kept in place, on every fixture app's requests.
    func testRanksOrderRequestsAsComparingOwnerKeyAndPlaceDoes() throws {
        for project in try FixtureSwiftFiles.projects() {
            let requests = try Linter.run(LintOptions(paths: ["."], currentDirectory: project.path)).graph.requests
            func plainOrder(_ left: Int, _ right: Int) -> Bool {
                let (a, b) = (requests[left], requests[right])
                let (ownerA, ownerB) = (a.ownerPath?.joined(separator: ".") ?? "", b.ownerPath?.joined(separator: ".") ?? "")
                if ownerA != ownerB { return ownerA < ownerB }
                if a.key != b.key { return a.key < b.key }
                return a.location < b.location
            }
            let rank = FailureRoutes.ranks(of: requests)
            let positions = Array(requests.indices.reversed()) + Array(requests.indices)
            XCTAssertEqual(positions.sorted { rank[$0] < rank[$1] }, positions.sorted(by: plainOrder), project.lastPathComponent)
        }
    }
}
