@testable import DILintLSP
import DILintCore
import Foundation
import XCTest

/// Navigation and the rules read the same graph and must agree on every fixture: a request whose site
/// the cursor finds, with no registration to go to, is one the rules say something about (at it, or in a
/// note pointing at it, before suppressions and `external:` are applied); and one the report calls
/// unregistered has nowhere to go.
final class NavigationAgreesWithRulesTests: XCTestCase {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    func testEveryRequestIsFoundAtItsSiteAndGoesWhereTheRulesSay() throws {
        var checked = 0
        var disagreements: [String] = []
        for framework in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            let folder = fixtures.appendingPathComponent(framework)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let workspace = EditorWorkspace(root: folder.appendingPathComponent(name).path)
                XCTAssertTrue(workspace.analyse(), name)
                let report = try XCTUnwrap(workspace.report)
                // The rules' findings before the code's suppressions and the configuration's say.
                let unfiltered = Linter.report(for: report.graph).diagnostics
                let flagged = Set(unfiltered.flatMap { [$0.location] + $0.notes.compactMap(\.location) })
                let unregistered = Set(report.diagnostics.filter { $0.rule == "unregistered-type" && $0.severity == .error }.map(\.location))
                for request in report.graph.requests where request.framework != .injectgrail && request.name == nil {
                    checked += 1
                    let place = "\(framework)/\(name) \(request.location) \(request.key)"
                    // A registration may start where its dependencies are asked (`.scoped(SearchIndex.init)`).
                    let site = Site.at(file: request.location.file, line: request.location.line, column: request.location.column,
                                       in: workspace.providers)
                    guard let site, Self.location(of: site) == request.location else {
                        disagreements.append("\(place): the cursor at the site does not find the request")
                        continue
                    }
                    let serving = workspace.providers.serving(request)
                    if unregistered.contains(request.location), !serving.isEmpty {
                        disagreements.append("\(place): reported unregistered, but goes to \(serving.map(\.location))")
                    }
                    if serving.isEmpty, !flagged.contains(request.location), !request.yieldsNilWhenMissing {
                        disagreements.append("\(place): nothing to go to, and the report says nothing there")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertEqual(disagreements, [], disagreements.joined(separator: "\n"))
    }

    private static func location(of site: Site) -> SourceLocation {
        switch site {
        case .request(let request): return request.location
        case .registration(let registration): return registration.location
        case .module(let module): return module.location
        }
    }
}
