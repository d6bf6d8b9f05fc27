import ArgumentParser

/// Combinations of `--fix`, `--fix-from` and `--dry-run` that would do nothing or two things at once.
enum FixOptionsCheck {
    static func validate(_ lint: LintReportOptions) throws {
        if lint.dryRun && !lint.fix && lint.fixFrom == nil {
            throw ValidationError("--dry-run previews fixes: add --fix (or --fix-from REPORT)")
        }
        if lint.fix && lint.fixFrom != nil {
            throw ValidationError("--fix and --fix-from cannot be used together: --fix applies this run's fixes, --fix-from those of a stored report")
        }
        if (lint.fix || lint.fixFrom != nil) && lint.writeBaseline != nil {
            throw ValidationError("--write-baseline records findings; run it apart from --fix")
        }
        // --fix-from applies a stored report and analyses nothing: options about an analysis or its output
        // would silently do nothing.
        if lint.fixFrom != nil {
            let given: [(name: String, isGiven: Bool)] = [
                ("--report", !lint.reports.isEmpty), ("--graph", lint.graph != nil), ("--baseline", lint.baseline != nil),
                ("--only", !lint.only.isEmpty), ("--changed-since", lint.changedSince != nil), ("--format", lint.format != .text),
            ]
            if let first = given.first(where: \.isGiven)?.name {
                throw ValidationError("--fix-from applies a stored report without analysing; \(first) would do nothing with it")
            }
        }
    }
}
