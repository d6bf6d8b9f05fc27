import DILintCore
import Foundation

/// Findings with absolute paths, for `--format xcode`. Reports name files relative to the current
/// folder (what terminals and editors want); Xcode resolves a relative path against nothing it knows.
enum AbsolutePaths {
    static func applied(to result: AnalysisResult) -> AnalysisResult {
        var result = result
        result.findings = result.findings.map { finding in
            var finding = finding
            var absolute = finding.diagnostic
            absolute.location.file = CommandLinePath.absolute(absolute.location.file)
            func absoluteNote(_ note: Diagnostic.Note) -> Diagnostic.Note {
                var note = note
                if let location = note.location {
                    note.location = SourceLocation(file: CommandLinePath.absolute(location.file), line: location.line, column: location.column)
                }
                return note
            }
            absolute.notes = absolute.notes.map(absoluteNote)
            absolute.route = absolute.route?.map(absoluteNote)
            finding.diagnostic = absolute
            return finding
        }
        return result
    }
}
