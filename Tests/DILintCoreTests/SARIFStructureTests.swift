@testable import DILintCore
import Foundation
import XCTest

/// The SARIF report against the structure the 2.1.0 schema requires of every object dilint writes:
/// required properties, enumerations, index references, and no property the schema does not define.
final class SARIFStructureTests: XCTestCase {
    private var document: [String: Any]!
    private var report: LintReport!

    override func setUpWithError() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Dirk/ExampleApp")
        report = try Linter.run(LintOptions(paths: ["."], currentDirectory: fixture.path))
        let text = SARIFReporter.render(AnalysisResultBuilder.build(report, toolVersion: "1.2.3"))
        document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func object(_ value: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(value as? [String: Any], "\(what) must be an object", file: file, line: line)
    }

    private func array(_ value: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Any] {
        try XCTUnwrap(value as? [Any], "\(what) must be an array", file: file, line: line)
    }

    /// Properties the 2.1.0 schema defines for the object (all of its objects forbid others).
    private func assertOnlyKnownKeys(_ object: [String: Any], _ allowed: Set<String>, _ what: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let unknown = Set(object.keys).subtracting(allowed)
        XCTAssertTrue(unknown.isEmpty, "\(what) has properties SARIF 2.1.0 does not define: \(unknown.sorted())", file: file, line: line)
    }

    private func assertMessage(_ value: Any?, _ what: String) throws {
        let message = try object(value, what)
        assertOnlyKnownKeys(message, ["text", "markdown", "id", "arguments", "properties"], what)
        let text = try XCTUnwrap(message["text"] as? String, "\(what) needs text")
        XCTAssertFalse(text.isEmpty, what)
    }

    private func assertPhysicalLocation(_ value: Any?, _ what: String) throws {
        let physical = try object(value, what)
        assertOnlyKnownKeys(physical, ["address", "artifactLocation", "region", "contextRegion", "properties"], what)
        let artifact = try object(physical["artifactLocation"], "\(what).artifactLocation")
        assertOnlyKnownKeys(artifact, ["uri", "uriBaseId", "index", "description", "properties"], "\(what).artifactLocation")
        let uri = try XCTUnwrap(artifact["uri"] as? String)
        XCTAssertNotNil(URL(string: uri), "\(uri) is not a URI reference")
        XCTAssertFalse(uri.hasPrefix("/"), "\(uri) must be relative to %SRCROOT%")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        let region = try object(physical["region"], "\(what).region")
        assertOnlyKnownKeys(region, ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
                                     "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"], "\(what).region")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(region["startLine"] as? Int), 1)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(region["startColumn"] as? Int), 1)
    }

    func testTopLevelAndRun() throws {
        assertOnlyKnownKeys(document, ["$schema", "version", "runs", "inlineExternalProperties", "properties"], "sarifLog")
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        XCTAssertEqual(document["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try array(document["runs"], "runs")
        XCTAssertEqual(runs.count, 1)
        let run = try object(runs[0], "run")
        XCTAssertNotNil(run["tool"], "run.tool is required")
        XCTAssertNotNil(run["results"])
        let driver = try object(try object(run["tool"], "tool")["driver"], "tool.driver")
        assertOnlyKnownKeys(driver, ["name", "fullName", "version", "semanticVersion", "informationUri", "rules", "notifications",
                                     "taxa", "organization", "product", "guid", "dottedQuadFileVersion", "downloadUri",
                                     "fullDescription", "shortDescription", "language", "properties", "releaseDateUtc",
                                     "productSuite", "locations", "contents", "isComprehensive", "localizedDataSemanticVersion",
                                     "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent",
                                     "translationMetadata", "supportedTaxonomies", "globalMessageStrings"], "driver")
        XCTAssertEqual(driver["name"] as? String, "dilint")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
    }

    func testEveryRuleIsDescribedWithHelp() throws {
        let run = try object(try array(document["runs"], "runs")[0], "run")
        let rules = try array(try object(try object(run["tool"], "tool")["driver"], "driver")["rules"], "rules")
        XCTAssertEqual(rules.compactMap { ($0 as? [String: Any])?["id"] as? String }.sorted(), RuleCatalog.all.map { $0.id }.sorted())
        for case let rule as [String: Any] in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            assertOnlyKnownKeys(rule, ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
                                       "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration",
                                       "helpUri", "help", "relationships", "properties"], "rule \(id)")
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = try XCTUnwrap(try object(rule[key], "\(id).\(key)")["text"] as? String)
                XCTAssertFalse(text.isEmpty)
            }
            // dilint has no public address: no link rather than one nobody can open.
            XCTAssertNil(rule["helpUri"], "\(id) links to an address that does not exist")
            let level = try object(rule["defaultConfiguration"], "defaultConfiguration")["level"] as? String
            XCTAssertTrue(["none", "note", "warning", "error"].contains(level ?? ""), "\(id) level \(level ?? "nil")")
        }
    }

    func testEveryFindingIsAResultThatPointsAtItsRule() throws {
        let run = try object(try array(document["runs"], "runs")[0], "run")
        let rules = try array(try object(try object(run["tool"], "tool")["driver"], "driver")["rules"], "rules")
        let results = try array(run["results"], "results")
        XCTAssertEqual(results.count, report.diagnostics.count)
        XCTAssertGreaterThan(results.count, 0)
        var fingerprints: Set<String> = []
        for (position, value) in results.enumerated() {
            let result = try object(value, "result \(position)")
            let diagnostic = report.diagnostics[position]
            assertOnlyKnownKeys(result, ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget",
                                         "locations", "guid", "correlationGuid", "occurrenceCount", "partialFingerprints",
                                         "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
                                         "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
                                         "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest",
                                         "webResponse", "properties"], "result")
            try assertMessage(result["message"], "result.message")
            XCTAssertEqual(result["ruleId"] as? String, diagnostic.rule)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual((rules[index] as? [String: Any])?["id"] as? String, diagnostic.rule, "ruleIndex must point at the rule")
            XCTAssertEqual(result["level"] as? String, diagnostic.severity.rawValue)
            let locations = try array(result["locations"], "locations")
            XCTAssertEqual(locations.count, 1)
            let location = try object(locations[0], "location")
            assertOnlyKnownKeys(location, ["id", "physicalLocation", "logicalLocations", "message", "annotations",
                                           "relationships", "properties"], "location")
            try assertPhysicalLocation(location["physicalLocation"], "location.physicalLocation")
            let region = try object(try object(location["physicalLocation"], "")["region"], "region")
            XCTAssertEqual(region["startLine"] as? Int, diagnostic.location.line)
            XCTAssertEqual(region["startColumn"] as? Int, diagnostic.location.column)

            let related = (result["relatedLocations"] as? [Any]) ?? []
            XCTAssertEqual(related.count, diagnostic.notes.count { $0.location != nil })
            var ids: Set<Int> = []
            for case let relatedLocation as [String: Any] in related {
                let id = try XCTUnwrap(relatedLocation["id"] as? Int)
                XCTAssertGreaterThanOrEqual(id, 0)
                XCTAssertTrue(ids.insert(id).inserted, "relatedLocations ids must be unique")
                try assertPhysicalLocation(relatedLocation["physicalLocation"], "relatedLocation")
                try assertMessage(relatedLocation["message"], "relatedLocation.message")
            }
            let partial = try object(result["partialFingerprints"], "partialFingerprints")
            let fingerprint = try XCTUnwrap(partial["dilintFingerprint/v1"] as? String)
            XCTAssertEqual(fingerprint.count, 16)
            fingerprints.insert(fingerprint)
        }
        // Different findings in this fixture have different fingerprints.
        XCTAssertEqual(fingerprints.count, Set(report.diagnostics.map(Fingerprint.init)).count)
    }

    /// SARIF 2.1.0 §3.55–3.57: `fixes[].artifactChanges[].replacements[]` with a `deletedRegion` and
    /// `insertedContent`; an insertion is an empty region.
    func testFixesAreSARIFFixObjects() throws {
        let fixing = Linter.run(sources: ["App/App.swift": """
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { @Injected var analytics: Analytics }
            """])
        let text = SARIFReporter.render(AnalysisResultBuilder.build(fixing, toolVersion: "1.2.3"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try array(try object(try array(log["runs"], "runs")[0], "run")["results"], "results")
        let result = try object(results.first, "result")
        let fixes = try array(result["fixes"], "fixes")
        XCTAssertEqual(fixes.count, 1)
        let fix = try object(fixes[0], "fix")
        assertOnlyKnownKeys(fix, ["description", "artifactChanges", "properties"], "fix")
        try assertMessage(fix["description"], "fix.description")
        let changes = try array(fix["artifactChanges"], "artifactChanges")
        XCTAssertEqual(changes.count, 1)
        let change = try object(changes[0], "artifactChange")
        assertOnlyKnownKeys(change, ["artifactLocation", "replacements", "properties"], "artifactChange")
        let artifact = try object(change["artifactLocation"], "artifactLocation")
        XCTAssertEqual(artifact["uri"] as? String, "App/App.swift")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertEqual((try object(change["properties"], "properties")["sha256"] as? String)?.count, 64)
        let replacements = try array(change["replacements"], "replacements")
        XCTAssertEqual(replacements.count, 1)
        let replacement = try object(replacements[0], "replacement")
        assertOnlyKnownKeys(replacement, ["deletedRegion", "insertedContent", "properties"], "replacement")
        let region = try object(replacement["deletedRegion"], "deletedRegion")
        assertOnlyKnownKeys(region, ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
                                     "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"], "deletedRegion")
        // `Zerk.store.singleton(Firebase()` ends at column 50 of line 4: an insertion there.
        XCTAssertEqual(region["startLine"] as? Int, 4)
        XCTAssertEqual(region["startColumn"] as? Int, region["endColumn"] as? Int)
        XCTAssertEqual(region["byteLength"] as? Int, 0)
        let inserted = try object(replacement["insertedContent"], "insertedContent")
        assertOnlyKnownKeys(inserted, ["text", "binary", "rendered", "properties"], "insertedContent")
        XCTAssertEqual(inserted["text"] as? String, " as Analytics")
    }

    func testPathsAreEncodedAsURIs() {
        XCTAssertEqual(SARIFReporter.uri(for: "Sources/My App/Ü.swift"), "Sources/My%20App/%C3%9C.swift")
    }
}
