import ArgumentParser
import DILintCore
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: the frameworks it applies to, its default severity and the problem it finds.",
        discussion: "`dilint explain RULE` shows a rule's examples with the findings they produce and how to fix them."
    )

    func run() {
        print(RulesTable.render(), terminator: "")
    }
}

/// `dilint rules`, and `dilint explain` without a rule: one aligned row per rule.
enum RulesTable {
    static func render() -> String {
        let rows = [["RULE", "FRAMEWORKS", "DEFAULT", "PROBLEM"]] + RuleCatalog.all.map { rule in
            [rule.id, frameworkList(rule.frameworks), defaultSetting(rule), rule.problem]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// `warning`, or `off` for a rule a run leaves out unless turned on.
    static func defaultSetting(_ rule: any RuleDescription.Type) -> String {
        rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
    }

    static func frameworkList(_ frameworks: [Framework]) -> String {
        frameworks.count == Framework.allCases.count ? "all" : frameworks.map(\.rawValue).joined(separator: ",")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Describe a rule: each example with the exact finding it produces, and how to fix it.",
        discussion: "Without a rule, lists the rules (as `dilint rules` does)."
    )

    @Argument(help: ArgumentHelp("A rule id, as printed in brackets after each finding (default: list the rules).", valueName: "rule"))
    var rule: String?

    @Option(help: ArgumentHelp("Only this framework's examples.", valueName: "name"))
    var framework: Framework?

    func run() throws {
        guard let rule else {
            print("Rules (`dilint explain RULE` for one of them):\n")
            print(RulesTable.render(), terminator: "")
            return
        }
        guard let found = RuleCatalog.all.first(where: { $0.id == rule }) else {
            printError(RuleCatalog.unknownRule(rule))
            throw ExitCode(ExitStatus.failure)
        }
        var examples = RuleExplanation.examples(of: found)
        if let framework {
            examples = examples.filter { $0.frameworks.contains(framework) }
            guard !examples.isEmpty else {
                printError("\(found.id) has no \(framework.rawValue) examples; it applies to \(RulesTable.frameworkList(found.frameworks))")
                throw ExitCode(ExitStatus.failure)
            }
        }
        print(ExplainText.render(found, examples: examples), terminator: "")
    }
}

/// The text of `dilint explain RULE`.
enum ExplainText {
    static func render(_ rule: any RuleDescription.Type, examples: [ExplainedExample]) -> String {
        var text = "\(rule.id): \(rule.problem)\n"
        let severity = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue
            : "off; \(rule.defaultSeverity.rawValue) when turned on in .dilint.yml or by --strict"
        text += "Default severity: \(severity). Frameworks: \(RulesTable.frameworkList(rule.frameworks)).\n\n"
        text += wrapped(rule.summary) + "\n"
        if !rule.fix.isEmpty { text += "\n" + wrapped("How to fix: " + rule.fix) + "\n" }
        if let automatic = FixCatalog.sentence(for: rule.id) { text += "\n" + wrapped("Automatic fix: " + automatic) + "\n" }
        if examples.contains(where: \.triggers) { text += "\nIn the examples, ↓ marks where dilint reports each finding.\n" }
        for (number, example) in examples.enumerated() {
            let frameworks = example.frameworks.sorted().map(\.displayName).joined(separator: ", ")
            let title = example.triggers ? "Triggers" : "Does not trigger"
            text += "\n\(number + 1). \(title)\(frameworks.isEmpty ? "" : " (\(frameworks))"):\n\n"
            for path in example.files.keys.sorted() {
                text += "  // \(path)\n"
                text += example.files[path]!.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "  \($0)" }.joined(separator: "\n") + "\n"
            }
            if example.findings.isEmpty {
                text += "\n  dilint reports no \(rule.id) finding here.\n"
            } else {
                text += "\n  dilint reports:\n"
                for finding in example.findings {
                    text += RuleExplanation.text(of: finding).map { "    \($0)\n" }.joined()
                }
            }
        }
        return text
    }

    /// Long paragraphs broken at spaces near 100 columns, for a terminal; never inside `code`, which
    /// must stay copyable.
    private static func wrapped(_ paragraph: String) -> String {
        var lines: [String] = []
        var line = ""
        var inCode = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if !inCode && !line.isEmpty && line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
            if word.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
