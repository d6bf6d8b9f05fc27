/// One finding as every JSON document of dilint writes it (lint report, diff): the fields listed here
/// and no others, so a field a `Diagnostic` gains stays out of the reports until it is added here.
public struct DiagnosticDocument: Codable, Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    @WrittenAsNull public var framework: Framework?
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var type: String?
    public var notes: [Note]
    /// Only when there is one: the steps from the container's start to the failing request.
    public var route: [Note]?
    /// Only when there are some, so reports of findings without fixes stay as they were. `Fix`'s own
    /// `Codable` form, which `dilint lint --fix-from` reads back.
    public var fixes: [Fix]?

    public struct Note: Codable, Hashable, Sendable {
        public var message: String
        public var file: String?
        public var line: Int?
        public var column: Int?

        init(_ note: Diagnostic.Note) {
            message = note.message
            file = note.location?.file
            line = note.location?.line
            column = note.location?.column
        }
    }

    public init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule
        severity = diagnostic.severity
        framework = diagnostic.framework
        message = diagnostic.message
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        type = diagnostic.type
        notes = diagnostic.notes.map(Note.init)
        route = diagnostic.route?.map(Note.init)
        fixes = diagnostic.fixes.isEmpty ? nil : diagnostic.fixes
    }
}
