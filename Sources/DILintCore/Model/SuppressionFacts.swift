/// A `// dilint:` comment that switches findings off for some lines of one file.
public struct SuppressionFact: Codable, Hashable, Sendable {
    public enum Form: String, Codable, Hashable, Sendable {
        case nextLine = "disable-next-line"
        case line = "disable-line"
        case region = "disable"
        case file = "disable-file"
    }

    public var form: Form
    /// The rule switched off; nil for every rule.
    public var rule: String?
    /// The text after `--`; nil when the comment gives none.
    public var reason: String?
    /// Where the comment starts.
    public var location: SourceLocation
    /// The lines it covers, inclusive.
    public var lines: ClosedRange<Int>

    public func covers(_ location: SourceLocation, rule diagnosticRule: String) -> Bool {
        location.file == self.location.file && lines.contains(location.line) && (rule == nil || rule == diagnosticRule)
    }
}

/// A `// dilint:` comment that cannot be understood (an unknown directive word).
public struct MalformedDirectiveFact: Codable, Hashable, Sendable {
    public var text: String
    public var location: SourceLocation
}

/// A declaration's name path and the lines it spans, so a finding can say which type or member it is in
/// without naming a line.
public struct EnclosingDeclaration: Codable, Hashable, Sendable {
    public var path: [String]
    public var lines: ClosedRange<Int>
}
