import DILintCore

/// The fixes dilint computed, as workspace edits. A fix is offered only while every file it edits still
/// holds the bytes it was computed from: an edit made since the analysis makes it stale, and a stale edit
/// would land in the wrong place.
enum QuickFixes {
    static func actions(for findings: [Diagnostic], places: Places, currentBytes: (String) -> [UInt8]?) -> [CodeAction] {
        var actions: [CodeAction] = []
        for finding in findings {
            for fix in finding.fixes {
                guard let edit = workspaceEdit(fix, places: places, currentBytes: currentBytes) else { continue }
                actions.append(CodeAction(title: fix.description, diagnostics: [DiagnosticConversion.diagnostic(finding, places: places)],
                                          edit: edit))
            }
        }
        return actions
    }

    private static func workspaceEdit(_ fix: Fix, places: Places, currentBytes: (String) -> [UInt8]?) -> WorkspaceEdit? {
        var changes: [String: [LSPTextEdit]] = [:]
        for change in fix.changes {
            guard let bytes = currentBytes(change.file), ContentHash.sha256(bytes) == change.sha256 else { return nil }
            var edits: [LSPTextEdit] = []
            for edit in change.edits {
                guard let range = places.range(of: edit.span, in: change.file) else { return nil }
                edits.append(LSPTextEdit(range: range, newText: edit.replacement))
            }
            changes[places.uri(of: change.file)] = edits
        }
        return WorkspaceEdit(changes: changes)
    }
}
