@testable import DILintCore

/// docs/rules.md: one section per rule with its description and examples, for reading without a terminal.
/// Generated from the catalog, so it cannot drift from `dilint explain`.
enum RulesReference {
    static func markdown() -> String {
        var output = """
            # dilint rules

            Generated from the rule catalog; `dilint explain RULE` prints the same. Severities can be changed, or a
            rule switched off, in `.dilint.yml` (`rules: {RULE: error|warning|note|off}`). In the examples that
            trigger a rule, `↓` marks the place each finding is reported (the test suite checks it is exactly there).

            """
        for rule in RuleCatalog.all {
            let frameworks = rule.frameworks.count == Framework.allCases.count
                ? "all" : rule.frameworks.map(\.displayName).joined(separator: ", ")
            let severity = rule.isEnabledByDefault ? "**\(rule.defaultSeverity.rawValue)**"
                : "**off** (**\(rule.defaultSeverity.rawValue)** when turned on in `.dilint.yml` or by `--strict`)"
            output += "\n## \(rule.id)\n\n\(rule.problem)\n\nDefault severity: \(severity). "
            output += "Frameworks: \(frameworks).\n\n\(rule.summary)\n"
            if !rule.fix.isEmpty { output += "\n**How to fix:** \(rule.fix)\n" }
            if let automatic = FixCatalog.sentence(for: rule.id) { output += "\n**Automatic fix:** \(automatic)\n" }
            for (title, examples) in [("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)] {
                for example in examples {
                    output += "\n\(title):\n\n```swift\n"
                    for path in example.markedFiles.keys.sorted() {
                        if example.markedFiles.count > 1 { output += "// \(path)\n" }
                        output += example.markedFiles[path]! + "\n"
                    }
                    output += "```\n"
                }
            }
        }
        return output
    }
}
