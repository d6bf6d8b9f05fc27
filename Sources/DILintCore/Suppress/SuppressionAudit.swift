/// Drops the findings that `// dilint:` comments switch off, and reports the comments that switch off
/// nothing or give no reason.
struct SuppressionAudit {
    var kept: [Diagnostic] = []
    var suppressedCount = 0
    var findings: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], files: [FileFacts]) {
        // Only the files that suppress something, read by position: most files do not, and a file's
        // facts are a large value to copy.
        let suppressing = files.indices.filter { !files[$0].placed.suppressions.isEmpty || !files[$0].placed.malformedDirectives.isEmpty }
        let suppressionsByFile = Dictionary(suppressing.map { (files[$0].path, files[$0].placed.suppressions) }, uniquingKeysWith: { $0 + $1 })
        var used: Set<SuppressionFact> = []
        for diagnostic in diagnostics {
            let covering = Self.places(of: diagnostic).flatMap { place in
                suppressionsByFile[place.file, default: []].filter { $0.covers(place, rule: diagnostic.rule) }
            }
            if covering.isEmpty {
                kept.append(diagnostic)
            } else {
                suppressedCount += 1
                used.formUnion(covering)
            }
        }

        let knownRules = Set(RuleCatalog.all.map { $0.id })
        var reasonless: Set<SourceLocation> = []
        for file in suppressing.lazy.map({ files[$0] }) {
            for suppression in file.suppressions {
                if suppression.reason == nil, reasonless.insert(suppression.location).inserted {
                    findings.append(Diagnostic(
                        rule: MissingSuppressionReasonRule.id, severity: MissingSuppressionReasonRule.defaultSeverity,
                        framework: nil,
                        message: "'dilint:\(suppression.form.rawValue)' gives no reason; say why after '--'",
                        location: suppression.location))
                }
                guard !used.contains(suppression) else { continue }
                findings.append(unused(suppression, knownRules: knownRules))
            }
            for directive in file.malformedDirectives {
                findings.append(Diagnostic(
                    rule: UnusedSuppressionRule.id, severity: UnusedSuppressionRule.defaultSeverity, framework: nil,
                    message: "'\(directive.text)' is not a dilint directive (disable-next-line, disable-line, disable, enable, disable-file); it suppresses nothing",
                    location: directive.location))
            }
        }
    }

    /// Where a suppression of `diagnostic` may stand: at the finding, and for a cycle at any of its
    /// requests too, since no one of them is more the cycle than the others.
    private static func places(of diagnostic: Diagnostic) -> [SourceLocation] {
        guard diagnostic.subject == .cycle else { return [diagnostic.location] }
        return [diagnostic.location] + diagnostic.notes.compactMap(\.location)
    }

    private func unused(_ suppression: SuppressionFact, knownRules: Set<String>) -> Diagnostic {
        let directive = "dilint:\(suppression.form.rawValue)"
        let message: String
        switch suppression.rule {
        case let rule? where !knownRules.contains(rule):
            message = "\(RuleCatalog.unknownRule(rule)) ('\(directive)' suppresses nothing)"
        case let rule?:
            message = "'\(directive) \(rule)' suppresses nothing; remove it"
        case nil:
            message = "'\(directive)' suppresses nothing; remove it"
        }
        return Diagnostic(rule: UnusedSuppressionRule.id, severity: UnusedSuppressionRule.defaultSeverity, framework: nil,
                          message: message, location: suppression.location)
    }
}
