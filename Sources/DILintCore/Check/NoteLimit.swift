/// A finding keeps its first few notes and counts the rest: hints (conforming types, unread providers,
/// other containers) grow with the project, and one note list per finding would make the report grow
/// with the square of it.
enum NoteLimit {
    static let maximumNotes = 5

    static func bounded(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.notes.count > maximumNotes else { return diagnostic }
        var bounded = diagnostic
        let hidden = diagnostic.notes.count - (maximumNotes - 1)
        bounded.notes = Array(diagnostic.notes.prefix(maximumNotes - 1))
            + [Diagnostic.Note("and \(hidden) more like these")]
        return bounded
    }
}
