/// What `dilint rules`, `dilint explain` and the report formats know of a rule; the test suite runs
/// every example.
public protocol RuleDescription: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// One paragraph: what is wrong and what happens at run time.
    static var summary: String { get }
    /// Code that must trigger the rule (each a small project: file name → source).
    static var triggeringExamples: [RuleExample] { get }
    /// Code that must not trigger it.
    static var nonTriggeringExamples: [RuleExample] { get }
    /// The problem in one line, for `dilint rules` (default: the summary's first sentence).
    static var problem: String { get }
    /// What to change so the finding goes away, for `dilint explain` (default: none said).
    static var fix: String { get }
    /// The frameworks the rule applies to (default: those its examples are written for).
    static var frameworks: [Framework] { get }
}

/// A check over the linked graph. Rules never parse and never print.
public protocol Rule: RuleDescription {
    func check(_ graph: DependencyGraph) -> [Diagnostic]
}

public struct RuleExample: Sendable {
    /// File path → contents. Paths ending in `Tests/…` are test code.
    public var files: [String: String]
    public init(_ files: [String: String]) { self.files = files }
    public init(_ source: String) { self.files = ["App/Example.swift": source] }
}

public enum RuleCatalog {
    /// Every rule, in the order they run. Order only matters for reading: output is sorted afterwards.
    public static let all: [any RuleDescription.Type] = [
        UnregisteredTypeRule.self,
        DependencyCycleRule.self,
        DuplicateRegistrationRule.self,
        MissingBootstrapRule.self,
        ArgumentMismatchRule.self,
        ClosureKeyRule.self,
        AliasConformanceRule.self,
        UnanalyzableRule.self,
        ManualInjectionRule.self,
        UnknownInjectorRule.self,
        RootInjectorRule.self,
        StaleGeneratedRule.self,
        UnregisteredNameRule.self,
        KeyCollisionRule.self,
        OptionalInjectionRule.self,
        TypeOnlyMatchRule.self,
        CaptiveDependencyRule.self,
        // Checked over the other rules' findings, after they run.
        UnusedSuppressionRule.self,
        MissingSuppressionReasonRule.self,
    ]

    /// What to say of an id that names no rule: `'unregistred-type' is not a dilint rule; did you mean 'unregistered-type'?`
    public static func unknownRule(_ id: String) -> String {
        let hint = Suggestions.closest(to: id, among: all.map { $0.id }, limit: 1).first
            .map { "did you mean '\($0)'?" } ?? "`dilint rules` lists them"
        return "'\(id)' is not a dilint rule; \(hint)"
    }

    static func instances() -> [any Rule] {
        [UnregisteredTypeRule(), DependencyCycleRule(), DuplicateRegistrationRule(), MissingBootstrapRule(),
         ArgumentMismatchRule(), ClosureKeyRule(), AliasConformanceRule(), UnanalyzableRule(), ManualInjectionRule(),
         UnknownInjectorRule(), RootInjectorRule(), StaleGeneratedRule(), UnregisteredNameRule(), KeyCollisionRule(),
         OptionalInjectionRule(), TypeOnlyMatchRule(), CaptiveDependencyRule()]
    }
}

// Defaults, so that a rule added without them still builds and lists sensibly.
extension RuleDescription {
    public static var problem: String { firstSentence }
    public static var fix: String { "" }
    public static var frameworks: [Framework] { RuleExplanation.frameworks(of: self) }
}

extension RuleDescription {
    /// The summary's first sentence, for one-line listings: up to the first period followed by a space,
    /// so code like `P1.self` does not end it.
    public static var firstSentence: String {
        guard let end = summary.range(of: ". ") else { return summary }
        return String(summary[..<end.lowerBound]) + "."
    }
}
