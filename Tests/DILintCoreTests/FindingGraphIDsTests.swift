@testable import DILintCore
import XCTest

/// A finding's subject decides which of its notes' places may add ids: a registration finding never takes
/// the crashing request its note points at, which a never-started module's finding does.
final class FindingGraphIDsTests: XCTestCase {
    private let container = ContainerID(framework: .zerk, codeClass: .app)
    private let module = SourceLocation(file: "Module.swift", line: 1, column: 1)
    private let request = SourceLocation(file: "Feed.swift", line: 3, column: 5)

    private func ids() -> FindingGraphIDs {
        let feed = AnalysisNode(container: container, key: "Feed", kind: .injectable)
        let missing = AnalysisNode(container: container, key: "Clock", kind: .unregistered)
        let edge = AnalysisEdge(id: GraphEdgeID(kind: .injects, from: feed.id, to: missing.id, site: 1), kind: .injects,
                                from: feed.id, to: missing.id, timing: .initTime, location: request)
        return FindingGraphIDs(nodes: [feed, missing], edges: [edge], requested: [:])
    }

    private func finding(_ subject: FindingSubject) -> Finding {
        ids().finding(for: Diagnostic(rule: "r", severity: .error, framework: .zerk, message: "m", location: module,
                                      notes: [.init("here", at: request)], subject: subject))
    }

    func testANeverStartedModuleNamesTheCrashingRequestAtItsNote() {
        XCTAssertEqual(finding(.unregisteredKey).nodes.map(\.rawValue), ["zerk:app:Clock"])
        XCTAssertEqual(finding(.unregisteredKey).edges.map(\.rawValue), ["injects:zerk:app:Feed->zerk:app:Clock"])
    }

    func testARegistrationFindingDoesNotTakeTheRequestAtItsNote() {
        XCTAssertEqual(finding(.unusedRegistrations).nodes, [])
        XCTAssertEqual(finding(.unusedRegistrations).edges, [])
    }
}
