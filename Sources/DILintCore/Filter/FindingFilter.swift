/// Filter: of the rules' findings, those the run reports, as the code's `// dilint:` comments and the
/// configuration say. The baseline, `--only` and `--changed-since` are applied later, by the command line.
enum FindingFilter {
    /// `files`: the facts of the files the findings are in, for the hashes fixes are stamped with, the
    /// declarations that name where a finding sits, and the suppression comments.
    /// `libraryFiles`: files under `libraries:`, whose registrations serve code outside the project.
    static func apply(_ found: [Diagnostic], files: [FileFacts], policy: LintPolicy,
                      libraryFiles: Set<String> = []) -> (diagnostics: [Diagnostic], suppressed: Int) {
        let served = found.filter { diagnostic in
            !policy.isProvidedExternally(diagnostic)
                && !(diagnostic.subject == .unusedRegistrations && libraryFiles.contains(diagnostic.location.file))
        }
        let stamped = FixStamp.stamped(served.map(NoteLimit.bounded), files: files)
        let audit = SuppressionAudit(DiagnosticContext.filled(stamped, files: files), files: files)
        let diagnostics = policy.applySettings(to: audit.kept + audit.findings).sortedStablyWithoutCopies(by: Diagnostic.reportOrder)
        return (diagnostics, audit.suppressedCount)
    }
}
