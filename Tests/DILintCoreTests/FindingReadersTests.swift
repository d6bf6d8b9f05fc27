import DILintCore
import Foundation
import XCTest

/// Outside the rules (`Check/`) and the reporters (`Report/`), code reads what a finding is about from its
/// subject and its notes' evidence: a rule's id or a message's words read anywhere else would make
/// the picture, the summary or the filter break when a rule is renamed or reworded.
final class FindingReadersTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    private static let readers = ["DILintCore/Check/", "DILintCore/Report/"]

    /// Lines that compare or search a rule id or a finding's words. Making a finding (`rule: XRule.id`)
    /// and declaring a rule (`static let id = "…"`) are not reading.
    private static let forbidden: [(why: String, pattern: String)] = [
        ("a rule's id", #"\b[A-Z]\w*Rule\.id\b"#),
        ("a finding's rule compared", #"\b(diagnostic|finding|\$\d)(\.diagnostic)?\.rule\s*[!=]=|[!=]=\s*(diagnostic|finding|\$\d)(\.diagnostic)?\.rule\b|contains\((diagnostic|finding|\$\d)(\.diagnostic)?\.rule\)"#),
        ("a finding's words searched", #"\b(diagnostic|finding|note|\$\d)(\.diagnostic)?\.message(\s*[!=]=|\.(contains|hasPrefix|hasSuffix|range|firstRange|starts|split|components))|[!=]=\s*(diagnostic|finding|note|\$\d)(\.diagnostic)?\.message\b"#),
    ]

    func testOnlyRulesAndReportersReadRuleIDsAndMessages() throws {
        let ids = RuleCatalog.all.map { "\"\($0.id)\"" }
        var offending: [String] = []
        for path in try swiftFiles() where !Self.readers.contains(where: { path.hasPrefix($0) }) {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line).replacingOccurrences(of: #"rule: [A-Z]\w*Rule\.id"#, with: "", options: .regularExpression)
                if code.contains("static let id = ") { continue }
                for (why, pattern) in Self.forbidden where code.range(of: pattern, options: .regularExpression) != nil {
                    offending.append("\(path):\(number + 1): \(why)")
                }
                if let id = ids.first(where: code.contains) { offending.append("\(path):\(number + 1): the rule id \(id)") }
            }
        }
        XCTAssertEqual(offending, [])
    }

    /// The check itself finds what it is for.
    func testThePatternsCatchWhatTheyAreFor() {
        let caught = [
            "if diagnostic.rule == DependencyCycleRule.id {",
            "finding.diagnostic.rule != x",
            "guard let range = note.message.range(of: \"under #if \") else { continue }",
            "static let missing: Set<String> = [UnregisteredTypeRule.id]",
        ]
        for line in caught {
            XCTAssertTrue(Self.forbidden.contains { line.range(of: $0.pattern, options: .regularExpression) != nil }, line)
        }
        XCTAssertFalse(Self.forbidden.contains { "ruleSettings[rule.id] = .severity(severity)".range(of: $0.pattern, options: .regularExpression) != nil })
    }

    private func swiftFiles() throws -> [String] {
        let root = Self.sources.standardizedFileURL.path + "/"
        let walk = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        let paths = (walk?.allObjects as? [URL] ?? []).map(\.standardizedFileURL.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(paths.isEmpty, "no sources under \(root)")
        return paths.map { String($0.dropFirst(root.count)) }.sorted()
    }
}
