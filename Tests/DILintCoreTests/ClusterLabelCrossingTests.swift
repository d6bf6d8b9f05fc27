@testable import DILintCore
import Foundation
@testable import GraphvizRender
import XCTest

/// A container's name stays readable: edges are not drawn across the labels of the clusters. Measured on
/// the laid-out curves of the fixtures' pictures, as `dilint graph` draws them (clustered by container).
final class ClusterLabelCrossingTests: XCTestCase {
    private func crossings(in fixtures: [URL], rankDirection: GraphSpecBuilder.RankDirection) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for project in fixtures {
            let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: project.path))
            let model = DrawModelBuilder.build(from: AnalysisResultBuilder.build(report, toolVersion: "test"), showModules: false)
            let crossings = try Graphviz.clusterLabelCrossings(of: GraphSpecBuilder(rankDirection: rankDirection).spec(for: model))
            if !crossings.isEmpty { counts["\(project.deletingLastPathComponent().lastPathComponent)/\(project.lastPathComponent)"] = crossings.count }
        }
        return counts
    }

    /// Pictures whose container names had edges drawn across them when the names sat at the top left.
    func testNoEdgeCrossesAContainerNameInPicturesWhereSomeDid() throws {
        let fixtures = ["Dirk/ConditionalModules", "Dirk/ContainerExtension", "Shank/TwoContainersBuilt"].map { FixtureSwiftFiles.folder.appendingPathComponent($0) }
        XCTAssertEqual(try crossings(in: fixtures, rankDirection: .LR), [:])
    }

    /// Over every fixture, both ways of drawing: a few crossings are left where a module's own edges run
    /// inside its cluster, under its name wherever it is put.
    func testEdgesAcrossContainerNamesAreFewInEveryFixture() throws {
        let fixtures = try FixtureSwiftFiles.projects()
        let leftToRight = try crossings(in: fixtures, rankDirection: .LR)
        XCTAssertLessThanOrEqual(leftToRight.values.reduce(0, +), 2, "\(leftToRight)")
        let topToBottom = try crossings(in: fixtures, rankDirection: .TB)
        XCTAssertLessThanOrEqual(topToBottom.values.reduce(0, +), 6, "\(topToBottom)")
    }
}
