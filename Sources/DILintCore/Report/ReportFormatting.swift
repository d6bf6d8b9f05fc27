/// Escaping and wording shared by the reporters for other tools.
enum ReportFormatting {
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20: continue // not allowed in XML 1.0
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The message followed by its notes, one per line, as plain text.
    static func messageWithNotes(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notes.map { note in
            note.location.map { "note: \($0): \(note.message)" } ?? "note: \(note.message)"
        }).joined(separator: "\n")
    }
}
