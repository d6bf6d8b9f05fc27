import ArgumentParser
import DILintCore
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its default severity.")

    func run() {
        let width = RuleCatalog.all.map { $0.id.count }.max() ?? 0
        for rule in RuleCatalog.all {
            let padding = String(repeating: " ", count: width - rule.id.count)
            print("\(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.firstSentence)")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Describe a rule, with examples that trigger it and examples that do not.")

    @Argument(help: "A rule id, as printed in brackets after each finding.")
    var rule: String

    func run() throws {
        guard let found = RuleCatalog.all.first(where: { $0.id == rule }) else {
            printError(RuleCatalog.unknownRule(rule))
            throw ExitCode(ExitStatus.failure)
        }
        var text = "\(found.id) (default severity: \(found.defaultSeverity.rawValue))\n\n\(found.summary)\n"
        for (title, examples) in [("Triggers", found.triggeringExamples), ("Does not trigger", found.nonTriggeringExamples)] {
            for (number, example) in examples.enumerated() {
                text += "\n\(title) (\(number + 1)):\n"
                for path in example.files.keys.sorted() {
                    if example.files.count > 1 { text += "  // \(path)\n" }
                    text += example.files[path]!.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { "  \($0)" }.joined(separator: "\n") + "\n"
                }
            }
        }
        print(text, terminator: "")
    }
}
