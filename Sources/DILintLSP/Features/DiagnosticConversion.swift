import DILintCore

/// A dilint finding as an LSP diagnostic: the rule id as its code, each note as related information (a
/// note without a place is said at the finding's own).
enum DiagnosticConversion {
    static func diagnostic(_ finding: Diagnostic, places: Places) -> LSPDiagnostic {
        let own = places.location(finding.location)
        let related = finding.notesAndRoute.map { note in
            LSPDiagnostic.RelatedInformation(location: note.location.map(places.location) ?? own, message: note.message)
        }
        return LSPDiagnostic(range: own.range, severity: severity(finding.severity), code: finding.rule,
                             message: finding.message, relatedInformation: related.isEmpty ? nil : related)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// Every analysed file's diagnostics, by display path, in report order.
    static func byFile(_ report: LintReport, places: Places) -> [String: [LSPDiagnostic]] {
        var found: [String: [LSPDiagnostic]] = [:]
        for finding in report.diagnostics { found[finding.location.file, default: []].append(diagnostic(finding, places: places)) }
        return found
    }
}
