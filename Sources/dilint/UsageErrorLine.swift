import Foundation

/// Turns an argument-parsing error message into the one line dilint promises on stderr.
///
/// ArgumentParser lists the valid values of an option with six or more of them (`--format`) as a
/// bulleted block under "Please provide one of the following:"; a script reading stderr, or a CI log,
/// gets one line per failure from dilint, so the list is written inline instead.
enum UsageErrorLine {
    static func make(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        let bullets = lines.filter { $0.hasPrefix("- ") }.map { "'\($0.dropFirst(2))'" }
        let text = lines.filter { !$0.hasPrefix("- ") }.joined(separator: " ")
        guard !bullets.isEmpty, text.hasSuffix("Please provide one of the following:") else { return lines.joined(separator: " ") }
        let list = bullets.count == 1 ? bullets[0] : bullets.dropLast().joined(separator: ", ") + " or " + bullets.last!
        return String(text.dropLast("the following:".count)) + list + "."
    }
}
