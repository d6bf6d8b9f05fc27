/// The machine-readable report, schema version 1: the analysis result's findings and counts, in the
/// layout this report has always had (the whole result is `--format result`). Later versions only add fields.
public enum JSONReporter {
    public static let schemaVersion = 1

    public static func render(_ result: AnalysisResult) -> String {
        let summary = result.summary
        let document: JSONValue = .object([
            ("schemaVersion", .int(schemaVersion)),
            ("tool", .object([("name", .string("dilint")), ("version", .string(result.tool.version))])),
            ("summary", .object([
                ("files", .int(summary.files)),
                ("registrations", .int(summary.registrations)),
                ("requests", .int(summary.requests)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notes", .int(summary.notes)),
                ("missingTypes", .int(summary.missingKeys)),
                ("missingTypeSites", .int(summary.missingSites)),
                ("unprovenRequests", .int(summary.unprovenRequests)),
                ("coverage", .array(summary.coverage.map { coverage in
                    .object([
                        ("framework", .string(coverage.framework.rawValue)),
                        ("registrations", .int(coverage.registrations)),
                        ("unread", .int(coverage.unread)),
                    ])
                })),
            ])),
            ("diagnostics", .array(result.diagnostics.map(diagnostic))),
        ])
        return document.rendered()
    }

    /// One finding as every JSON document of dilint writes it (lint report, diff).
    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.rule)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("framework", diagnostic.framework.map { .string($0.rawValue) } ?? .null),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.file)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
        ]
        if let type = diagnostic.type { members.append(("type", .string(type))) }
        func note(_ note: Diagnostic.Note) -> JSONValue {
            var fields: [(String, JSONValue)] = [("message", .string(note.message))]
            if let location = note.location {
                fields += [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
            }
            return .object(fields)
        }
        members.append(("notes", .array(diagnostic.notes.map(note))))
        // Only when there is one: the steps from the container's start to the failing request.
        if let route = diagnostic.route { members.append(("route", .array(route.map(note)))) }
        // Only when there is one, so reports of findings without fixes stay as they were.
        if !diagnostic.fixes.isEmpty { members.append(("fixes", .array(diagnostic.fixes.map(FixJSON.json)))) }
        return .object(members)
    }
}
