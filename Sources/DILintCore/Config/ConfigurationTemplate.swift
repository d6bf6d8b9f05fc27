/// The commented `.dilint.yml` that `dilint init` writes: every key, most of them commented out, with the
/// frameworks found in the code switched on, and the provider modules and Shank copy names it found written
/// in.
public enum ConfigurationTemplate {
    public static func render(frameworks detected: [Framework], providers: [String: Framework] = [:],
                              shankCopies: [ShankDialect] = []) -> String {
        // The rules of the frameworks found (all of them when none is found yet): a Dirk app's file need not
        // list InjectGrail's rules.
        let rules = RuleCatalog.all.filter { detected.isEmpty || !Set($0.frameworks).isDisjoint(with: detected) }
        let ruleLines = rules.map { rule in
            rule.isEnabledByDefault ? "#   \(rule.id): \(rule.defaultSeverity.rawValue)"
                : "#   \(rule.id): off   # \(rule.defaultSeverity.rawValue) when on (and under --strict)"
        }.joined(separator: "\n")
        let frameworkSection: String
        if detected.isEmpty {
            frameworkSection = """
                # No DI framework was found in this code yet; list the ones to check (default: all).
                # frameworks:
                \(Framework.allCases.map { "#   - \($0.rawValue)" }.joined(separator: "\n"))
                """
        } else {
            frameworkSection = """
                # DI frameworks found in this code; others are not checked.
                frameworks:
                \(detected.sorted().map { "  - \($0.rawValue)" }.joined(separator: "\n"))
                """
        }
        return """
            # dilint configuration. Every key is optional; paths and globs are relative to this file.
            # `*` stays within a folder, `**` crosses folders, a folder name covers what is inside it.

            # What to analyse (default: every Swift file under the paths given on the command line).
            # included:
            #   - Sources

            # What to leave out, besides build products and vendored code, which are always skipped.
            # excluded:
            #   - "**/Generated/**"

            # Test code besides folders named Tests or ending in Tests: its registrations never satisfy app code.
            # tests:
            #   - "**/*Mocks.swift"

            # App code in folders whose names end in Tests (an A/B-tests feature): its registrations serve the app.
            # app:
            #   - "Features/ABTests"

            # Libraries that register for code outside this project: unused-registration never reports them.
            # libraries:
            #   - Packages/NetworkKit

            \(frameworkSection)

            # Registry keys registered outside the scanned code (by the host app of this library, say).
            # external:
            #   - AnalyticsClient

            \(DetectedConfiguration.providersSection(DetectedConfiguration.copyModules(shankCopies).merging(providers) { $1 }))

            \(DetectedConfiguration.shankSection(shankCopies))

            # Severity per rule: error, warning, note or off (`dilint rules` lists them, `dilint explain RULE` explains one).
            # rules:
            \(ruleLines)

            # Defaults for `dilint graph` and `dilint lint --graph`.
            # graph:
            #   cluster: container   # framework, container, folder, none
            #   rankdir: LR          # LR, TB
            #   layout: dot          # dot, sfdp
            #   legend: true

            """
    }
}
