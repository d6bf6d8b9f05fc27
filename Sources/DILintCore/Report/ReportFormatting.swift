/// Escaping and wording shared by the reporters for other tools.
enum ReportFormatting {
    static func xmlEscaped(_ text: String) -> String { EscapeTable.xml.apply(text) }

    /// The message followed by its notes, one per line, as plain text.
    static func messageWithNotes(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notesAndRoute.map { note in
            note.location.map { "note: \($0): \(note.message)" } ?? "note: \(note.message)"
        }).joined(separator: "\n")
    }
}
