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
    }
}
