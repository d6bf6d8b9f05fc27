/// What a project's configuration changes about a run, applied after the rules: severities, rules
/// switched off, frameworks left out, and types provided from outside the scanned code.
public struct LintPolicy: Sendable, Equatable {
    public enum RuleSetting: Sendable, Equatable {
        case off
        case severity(Severity)
    }

    public var ruleSettings: [String: RuleSetting]
    /// nil: every framework.
    public var frameworks: Set<Framework>?
    /// Registry keys the host app or a library registers outside the scanned code.
    public var externalTypes: Set<String>
    /// Modules that provide a framework (`providers:`): a package re-exporting or copying it.
    public var providerModules: [String: Framework] = [:]
    /// The names of a Shank copy dilint cannot see or recognise (`shank:`), read beside Shank's own.
    public var shankNames: ShankDialect?

    public init(ruleSettings: [String: RuleSetting] = [:], frameworks: Set<Framework>? = nil, externalTypes: Set<String> = [],
                providerModules: [String: Framework] = [:]) {
        self.ruleSettings = ruleSettings
        self.frameworks = frameworks
        self.externalTypes = externalTypes
        self.providerModules = providerModules
    }

    /// Facts of frameworks that are not enabled are dropped before linking, so they draw nothing either.
    func restrict(_ files: [FileFacts]) -> [FileFacts] {
        guard let frameworks else { return files }
        return files.map { file in
            var file = file
            file.frameworks = file.frameworks.filter { frameworks.contains($0.key) }
            return file
        }
    }

    /// A request for an external type is served at run time by code dilint does not see.
    func isProvidedExternally(_ diagnostic: Diagnostic) -> Bool {
        [.unregisteredKey, .unprovenRequest].contains(diagnostic.subject) && diagnostic.type.map(externalTypes.contains) == true
    }

    /// `--strict`: a request that only code dilint could not read may serve fails the run like a missing
    /// one, and the rules that are off by default are on, unless the configuration sets them itself.
    public mutating func closeWorld() {
        switchOn(PossiblyUnregisteredRule.self, at: .error, unlessConfigured: true)
        enableEveryRule()
    }

    /// Every rule on at its default severity, unless the configuration sets it (rule examples, `dilint rules`).
    public mutating func enableEveryRule() {
        for rule in RuleCatalog.all where !rule.isEnabledByDefault { switchOn(rule, unlessConfigured: true) }
    }

    /// `rule` on at `severity` (its default when nil); `unlessConfigured`: only if the configuration does
    /// not set it.
    public mutating func switchOn(_ rule: any RuleDescription.Type, at severity: Severity? = nil, unlessConfigured: Bool = false) {
        guard !unlessConfigured || ruleSettings[rule.id] == nil else { return }
        ruleSettings[rule.id] = .severity(severity ?? rule.defaultSeverity)
    }

    /// Whether a run reports `rule`'s findings.
    public func isOn(_ rule: any RuleDescription.Type) -> Bool {
        switch ruleSettings[rule.id] {
        case nil: return rule.isEnabledByDefault
        case .off?: return false
        case .severity?: return true
        }
    }

    func applySettings(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            switch ruleSettings[diagnostic.rule] {
            case nil: return RuleCatalog.rule(diagnostic.rule)?.isEnabledByDefault == false ? nil : diagnostic
            case .off?: return nil
            case .severity(let severity)?:
                var changed = diagnostic
                changed.severity = severity
                return changed
            }
        }
    }
}
