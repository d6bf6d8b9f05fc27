import Foundation

/// Everything one run found, in one value: the linked graph's nodes and edges under stable ids, and the
/// findings as the report shows them (after suppressions, configuration, baseline and change gate), each
/// tied to the nodes and edges it is about. Every reporter and every picture reads only this, so the
/// picture cannot disagree with the report, and a stored result can be read back and shown again.
public struct AnalysisResult: Equatable, Sendable, Codable {
    /// Raised when the document's layout changes; readers refuse versions they do not know.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var tool: Tool
    /// The folder the run's paths are relative to, as a path below the top of its git work tree ("" at
    /// the top, so every path is then repository-relative); nil outside git or when not asked for.
    public var workingDirectory: String?
    public var summary: LintReport.Summary
    /// Findings `// dilint:` comments switched off: counted, not listed.
    public var suppressed: Int
    /// Findings a baseline accepted: counted (the text and Markdown summaries say so), not listed.
    public var baselined: Int
    public var nodes: [AnalysisNode]
    public var edges: [AnalysisEdge]
    /// In report order: file, line, column, rule.
    public var findings: [Finding]

    public struct Tool: Equatable, Sendable, Codable {
        public var name = "dilint"
        public var version: String
    }

    public init(tool: Tool, summary: LintReport.Summary, suppressed: Int = 0, baselined: Int = 0, nodes: [AnalysisNode] = [],
                edges: [AnalysisEdge] = [], findings: [Finding] = [], workingDirectory: String? = nil) {
        schemaVersion = Self.currentSchemaVersion
        self.tool = tool
        self.workingDirectory = workingDirectory
        self.summary = summary
        self.suppressed = suppressed
        self.baselined = baselined
        self.nodes = nodes
        self.edges = edges
        self.findings = findings
    }

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    public func node(_ id: GraphNodeID) -> AnalysisNode? { nodes.first { $0.id == id } }

    /// The same result showing only `kept` findings (`--quiet` keeps the errors); the summary's counts stay.
    public func showing(_ kept: (Finding) -> Bool) -> AnalysisResult {
        var result = self
        result.findings = findings.filter(kept)
        return result
    }
}
