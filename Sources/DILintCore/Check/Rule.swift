/// What `dilint rules`, `dilint explain` and the report formats know of a rule; the test suite runs
/// every example.
public protocol RuleDescription: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// Whether a run reports the rule when the configuration says nothing of it (default: yes).
    static var isEnabledByDefault: Bool { get }
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
    init()
    func check(_ graph: DependencyGraph) -> [Diagnostic]
}

/// A small project that shows a rule. In a triggering example, `↓` marks where each of the rule's
/// findings is reported (right before the first character the location points at); the test suite
/// requires exactly those places, and the docs show the marks.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    /// File path → contents as shown, with the marks. Paths ending in `Tests/…` are test code.
    public let markedFiles: [String: String]
    /// File path → contents as linted: the marks removed.
    public let files: [String: String]
    /// Where the rule's findings must be, one per mark.
    public let expectedLocations: [SourceLocation]

    public init(_ files: [String: String]) {
        markedFiles = files
        var stripped: [String: String] = [:]
        var locations: [SourceLocation] = []
        for (path, marked) in files {
            var text = ""
            var line = 1
            var column = 1
            for character in marked {
                if character == Self.marker {
                    locations.append(SourceLocation(file: path, line: line, column: column))
                    continue
                }
                text.append(character)
                if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
            }
            stripped[path] = text
        }
        self.files = stripped
        expectedLocations = locations.sorted()
    }

    public init(_ source: String) { self.init(["App/Example.swift": source]) }
}

public enum RuleCatalog {
    /// Every rule, in the order they run. Order only matters for reading: output is sorted afterwards.
    public static let all: [any RuleDescription.Type] = [
        UnregisteredTypeRule.self,
        PossiblyUnregisteredRule.self,
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
        UnusedRegistrationRule.self,
        StaleTestDoubleRule.self,
        IsolationMismatchRule.self,
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

    /// The rule an id names, if any.
    public static func rule(_ id: String) -> (any RuleDescription.Type)? { all.first { $0.id == id } }

    /// The rules that check the graph, in the order of `all`; the others check these rules' findings.
    static func instances() -> [any Rule] {
        all.compactMap { ($0 as? any Rule.Type)?.init() }
    }
}

// Defaults, so that a rule added without them still builds and lists sensibly.
extension RuleDescription {
    public static var isEnabledByDefault: Bool { true }
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
