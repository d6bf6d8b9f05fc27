import Foundation

/// The machine-readable report, schema version 1: the analysis result's findings and counts, in the
/// layout this report has always had (the whole result is `--format result`). Later versions only add fields.
public enum JSONReporter {
    public static let schemaVersion = 1

    public static func render(_ result: AnalysisResult) -> String {
        JSONDocument.encode(Document(result))
    }

    /// A report written by `render`, as `dilint lint --fix-from` reads it back.
    public static func read(_ data: Data) throws -> Document {
        try JSONDocument.decode(Document.self, from: data)
    }

    public struct Document: Codable, Hashable, Sendable {
        public var schemaVersion: Int
        public var tool: Tool
        public var summary: Summary
        public var diagnostics: [DiagnosticDocument]

        public struct Tool: Codable, Hashable, Sendable { public var name, version: String }

        public struct Summary: Codable, Hashable, Sendable {
            public var files, registrations, requests, errors, warnings, notes, missingTypes, missingTypeSites, unprovenRequests: Int
            public var coverage: [Coverage]

            public struct Coverage: Codable, Hashable, Sendable { public var framework: Framework; public var registrations, unread: Int }
        }

        public init(_ result: AnalysisResult) {
            let summary = result.summary
            schemaVersion = JSONReporter.schemaVersion
            tool = Tool(name: "dilint", version: result.tool.version)
            self.summary = Summary(
                files: summary.files, registrations: summary.registrations, requests: summary.requests, errors: summary.errors,
                warnings: summary.warnings, notes: summary.notes, missingTypes: summary.missingKeys, missingTypeSites: summary.missingSites,
                unprovenRequests: summary.unprovenRequests,
                coverage: summary.coverage.map { Summary.Coverage(framework: $0.framework, registrations: $0.registrations, unread: $0.unread) })
            diagnostics = result.diagnostics.map(DiagnosticDocument.init)
        }
    }
}
