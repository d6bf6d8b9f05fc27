public enum Severity: String, Codable, Sendable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding: where the app would fail and why, with notes pointing at the related code.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: Severity
    public var framework: Framework?
    public var message: String
    public var location: SourceLocation
    /// The registry key the finding is about, canonical and keyed as the framework keys it.
    public var type: String?
    public var notes: [Note]
    /// The type or member the finding sits in (`Checkout.init`), for fingerprints that survive moved code;
    /// nil at top level.
    public var context: String?
    /// Edits that make the finding go away, when there is one obvious one (`dilint lint --fix`).
    public var fixes: [Fix] = []
    /// How code that runs reaches the failing request, from the container's start and an entry to it
    /// (`FailureRoutes`); nil for findings that are not about a request.
    public var route: [Note]? = nil
    public var subject: FindingSubject?
    /// What of the graph the finding is about, for the picture and the result's ids; not written out (the
    /// result carries the ids it gives).
    public var sites: [GraphSite] = []

    private enum CodingKeys: String, CodingKey {
        case rule, severity, framework, message, location, type, notes, context, fixes, route, subject
    }

    /// The notes, then the route's steps: what a report prints under the message.
    public var notesAndRoute: [Note] { notes + (route ?? []) }

    public struct Note: Sendable, Hashable, Codable {
        public var message: String
        public var location: SourceLocation?
        public var evidence: NoteEvidence?
        public init(_ message: String, at location: SourceLocation? = nil, evidence: NoteEvidence? = nil) {
            self.message = message
            self.location = location
            self.evidence = evidence
        }
    }

    public init(rule: String, severity: Severity, framework: Framework?, message: String, location: SourceLocation,
                type: String? = nil, notes: [Note] = [], context: String? = nil, fixes: [Fix] = [], subject: FindingSubject? = nil,
                sites: [GraphSite] = []) {
        self.rule = rule
        self.severity = severity
        self.framework = framework
        self.message = message
        self.location = location
        self.type = type
        self.notes = notes
        self.context = context
        self.fixes = fixes
        self.subject = subject
        self.sites = sites
    }

    /// Report order: place (file, line, column), rule, then message for ties. Field by field: a tuple of
    /// them retained each string at every comparison.
    static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
