/// The result of one run, handed to every reporter unchanged.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files that could not be analysed, or only in part (unreadable, not UTF-8, a syntax error): one
    /// line each, warned about on stderr; the rest is still checked.
    public var fileProblems: [String]
    public var summary: Summary
    public var graph: DependencyGraph { didSet { collectedGraph = nil } }
    /// `graph`'s nodes and edges as the analysis result shows them, when the run collected them beside
    /// the rules (it had a thread to spare); `AnalysisResultBuilder` collects them otherwise.
    var collectedGraph: AnalysisGraphCollector.Collected?
    /// Findings switched off by `// dilint:` comments.
    public var suppressed: Int = 0
    /// Every file the run was asked to analyse (after the configuration's included/excluded), by display
    /// path, readable or not: what `--only` can name, and empty when a gate would check nothing.
    public var analysedFiles: [String] = []
    /// How many of `analysedFiles` could be read and parsed: zero means nothing was checked.
    public var readFiles: Int = 0
    /// Frameworks the configuration's `frameworks` asks for that the code does not show: a gate that
    /// was told to check them has checked nothing of theirs, which is a failure to run.
    public var missingFrameworks: [Framework] = []
    /// What the code shows without configuration, for `dilint init` to write down: the copies of Shank
    /// found (with their names) and the modules that re-export a framework.
    public var shankCopies: [ShankDialect] = []
    public var exportingModules: [String: Framework] = [:]
    /// What tells a later run whether changed files can change this report (when the options ask).
    public var replayEvidence: ReplayEvidence?

    public struct Summary: Sendable, Equatable, Codable {
        public var files: Int
        public var registrations: Int
        public var requests: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Distinct keys reported by `unregistered-type`, and the sites affected.
        public var missingKeys: Int
        public var missingSites: Int
        /// How much of the DI code was read: per framework, the registrations read and the places that may
        /// register but could not be read. A clean run with unread places is not a proof of no crash.
        public var coverage: [Coverage] = []
        /// Requests reported as `possibly-unregistered`: they depend on code dilint could not read.
        public var unprovenRequests = 0

        public struct Coverage: Sendable, Equatable, Codable {
            public var framework: Framework
            public var registrations: Int
            public var unread: Int
        }

        public init(graph: DependencyGraph, diagnostics: [Diagnostic]) {
            let missing = diagnostics.filter { $0.subject == .unregisteredKey }
            files = graph.fileCount
            registrations = graph.registrations.count
            requests = graph.requests.count
            errors = diagnostics.count { $0.severity == .error }
            warnings = diagnostics.count { $0.severity == .warning }
            notes = diagnostics.count { $0.severity == .note }
            missingKeys = Set(missing.compactMap(\.type)).count
            missingSites = missing.count
            unprovenRequests = diagnostics.count { $0.subject == .unprovenRequest }
            var registered: [Framework: Int] = [:]
            for registration in graph.registrations { registered[registration.framework, default: 0] += 1 }
            var unread: [Framework: Set<SourceLocation>] = [:]
            for place in graph.unreadProviders { unread[place.container.framework, default: []].insert(place.location) }
            coverage = Framework.allCases.compactMap { framework in
                let (read, notRead) = (registered[framework] ?? 0, unread[framework]?.count ?? 0)
                guard read + notRead > 0 else { return nil }
                return Coverage(framework: framework, registrations: read, unread: notRead)
            }
        }
    }

    /// The same run with only `kept` of its findings (a baseline hides the known ones).
    public func keeping(_ kept: [Diagnostic]) -> LintReport {
        var report = self
        report.diagnostics = kept
        report.summary = Summary(graph: graph, diagnostics: kept)
        return report
    }
}
