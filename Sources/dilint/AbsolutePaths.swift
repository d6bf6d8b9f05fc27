import DILintCore
import Foundation

/// Findings with absolute paths, for `--format xcode`. Reports name files relative to the current
/// folder (what terminals and editors want); Xcode resolves a relative path against nothing it knows.
enum AbsolutePaths {
    static func applied(to report: LintReport) -> LintReport {
        var result = report
        result.diagnostics = report.diagnostics.map { diagnostic in
            var absolute = diagnostic
            absolute.location.file = CommandLinePath.absolute(diagnostic.location.file)
            absolute.notes = diagnostic.notes.map { note in
                var note = note
                if let location = note.location {
                    note.location = SourceLocation(file: CommandLinePath.absolute(location.file), line: location.line, column: location.column)
                }
                return note
            }
            return absolute
        }
        return result
    }
}
