import Foundation
import XCTest

/// What the server publishes after opening a project is what `dilint lint --format json` reports for it
/// (the fixtures' `expected.json`, which GoldenFixtureTests holds to the command): same rule, place,
/// severity and message, for every fixture.
final class LanguageServerParityTests: XCTestCase {
    func testPublishedDiagnosticsEqualLintFindingsOnEveryFixture() throws {
        var compared = 0
        for framework in try FileManager.default.contentsOfDirectory(atPath: DilintProcess.fixtures.path).sorted() {
            let folder = DilintProcess.fixtures.appendingPathComponent(framework)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let project = folder.appendingPathComponent(name)
                let golden = project.appendingPathComponent("expected.json")
                guard FileManager.default.fileExists(atPath: golden.path) else { continue }
                XCTAssertEqual(try published(in: project), try linted(golden), "\(framework)/\(name)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 60)
    }

    private struct Finding: Hashable, CustomStringConvertible {
        var rule: String, file: String, line: Int, column: Int, severity: String, message: String
        var description: String { "\(file):\(line):\(column): \(severity): \(message) [\(rule)]" }
    }

    private func linted(_ golden: URL) throws -> [Finding] {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: golden)) as? [String: Any])
        return ((report["diagnostics"] as? [[String: Any]]) ?? []).map { finding in
            Finding(rule: finding["rule"] as! String, file: finding["file"] as! String, line: finding["line"] as! Int,
                    column: finding["column"] as! Int, severity: finding["severity"] as! String, message: finding["message"] as! String)
        }.sorted { $0.description < $1.description }
    }

    /// UTF-8 positions, so a column is the character offset plus one.
    private func published(in project: URL) throws -> [Finding] {
        let session = try LanguageServerSession(root: project)
        _ = try session.initialize(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        session.notify("initialized", [:])
        // A request is answered after the analysis it waits for, whose diagnostics are sent first.
        _ = try session.request("textDocument/codeLens", ["textDocument": ["uri": session.uri("Package.swift")]])
        _ = try session.request("shutdown", NSNull())
        session.notify("exit", NSNull())
        XCTAssertEqual(session.waitForExit(), 0)
        let severities = [1: "error", 2: "warning", 3: "note"]
        var latest: [String: [[String: Any]]] = [:]
        for message in session.notifications where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as! [String: Any]
            latest[params["uri"] as! String] = params["diagnostics"] as? [[String: Any]]
        }
        return latest.flatMap { uri, diagnostics in
            diagnostics.map { diagnostic in
                let start = (diagnostic["range"] as! [String: Any])["start"] as! [String: Int]
                let path = URL(string: uri)!.path.replacingOccurrences(of: project.path + "/", with: "")
                return Finding(rule: diagnostic["code"] as! String, file: path, line: start["line"]! + 1, column: start["character"]! + 1,
                               severity: severities[diagnostic["severity"] as! Int]!, message: diagnostic["message"] as! String)
            }
        }.sorted { $0.description < $1.description }
    }
}
