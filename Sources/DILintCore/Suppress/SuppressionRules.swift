/// `unused-suppression`: a `// dilint:` comment that switches off nothing, so it only hides the next
/// real finding on those lines.
public enum UnusedSuppressionRule: RuleDescription {
    public static let id = "unused-suppression"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        A `// dilint:disable…` comment suppresses no finding: the problem was fixed, the rule id is \
        misspelled, or the comment sits on the wrong line. Left in place it would silently hide the next \
        real finding there, so remove it. Unknown rule ids and unknown `dilint:` directives are reported too.
        """
}

/// `missing-suppression-reason`: a suppression must say why, after `--`.
public enum MissingSuppressionReasonRule: RuleDescription {
    public static let id = "missing-suppression-reason"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        A `// dilint:disable…` comment gives no reason. Write one after `--` \
        (`// dilint:disable-next-line unregistered-type -- registered by the host app`), so that whoever \
        reads the code later knows whether the suppression still holds. The suppression still applies.
        """
}
