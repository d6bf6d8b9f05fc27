/// A rule's examples run through the linter: which frameworks each is written for, and the exact
/// findings of the rule it produces. `dilint rules` and `dilint explain` print from this, so what they
/// show is what dilint says, never a copy that can drift.
public struct ExplainedExample: Sendable {
    /// The example's files as shown: `↓` marks where each finding is reported.
    public var files: [String: String]
    /// True for a triggering example.
    public var triggers: Bool
    /// The frameworks the example's code uses, as the analysis saw them.
    public var frameworks: Set<Framework>
    /// The rule's findings in the example, sorted as every report sorts them.
    public var findings: [Diagnostic]
}

public enum RuleExplanation {
    /// Every example of `rule`, triggering ones first.
    public static func examples(of rule: any RuleDescription.Type) -> [ExplainedExample] {
        rule.triggeringExamples.map { run($0, of: rule, triggers: true) }
            + rule.nonTriggeringExamples.map { run($0, of: rule, triggers: false) }
    }

    /// The frameworks of the rule's triggering examples: those it has been shown to fire for (a
    /// non-triggering Dirk example of `key-collision` shows that Dirk never collides).
    public static func frameworks(of rule: any RuleDescription.Type) -> [Framework] {
        rule.triggeringExamples.map { run($0, of: rule, triggers: true) }
            .reduce(into: Set<Framework>()) { $0.formUnion($1.frameworks) }.sorted()
    }

    /// An example linted with every rule on, those off by default included.
    public static func lint(_ example: RuleExample) -> LintReport {
        var policy = LintPolicy()
        policy.enableEveryRule()
        return Linter.run(sources: example.files, policy: policy)
    }

    static func run(_ example: RuleExample, of rule: any RuleDescription.Type, triggers: Bool) -> ExplainedExample {
        let report = lint(example)
        let graph = report.graph
        var frameworks = Set(graph.registrations.map(\.framework))
        frameworks.formUnion(graph.requests.map(\.framework))
        frameworks.formUnion(graph.bootstraps.map(\.framework))
        frameworks.formUnion(graph.unresolved.map(\.framework))
        frameworks.formUnion(report.diagnostics.compactMap(\.framework))
        if graph.injectGrail != nil { frameworks.insert(.injectgrail) }
        return ExplainedExample(files: example.markedFiles, triggers: triggers, frameworks: frameworks,
                                findings: report.diagnostics.filter { $0.rule == rule.id })
    }

    /// A finding as the text report prints it: `file:line:col: severity: message [rule]` and its notes.
    public static func text(of finding: Diagnostic) -> [String] {
        var lines = ["\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"]
        for note in finding.notes {
            lines.append(note.location.map { "\($0): note: \(note.message)" } ?? "    note: \(note.message)")
        }
        return lines
    }
}
