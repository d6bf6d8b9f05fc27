/// `dilint diff` output: the findings a change introduces and fixes, and how the graph moved.
/// `base` and `head` are how the two sides are named (a short commit, or "working tree").
public enum DiffReporter {
    public static let schemaVersion = 1

    public static func text(_ comparison: RevisionComparison, base: String, head: String) -> String {
        var output = "dilint diff \(base)..\(head)\n"
        guard !comparison.isNoChange else {
            return output + "no change (\(TextReporter.plural(comparison.stillPresent.count, "finding")) on both sides)\n"
        }
        for (title, findings) in [("introduced", comparison.introduced), ("fixed", comparison.fixed)] {
            output += "\(title): \(findings.count)\n"
            for finding in findings {
                output += "  \(VisibleText.escaped("\(finding.location)")): \(finding.severity.rawValue): \(VisibleText.escaped(finding.message)) [\(finding.rule)]\n"
            }
        }
        output += "still present: \(comparison.stillPresent.count)\n"
        if !comparison.graphChanges.isEmpty { output += "graph:\n" }
        for change in comparison.graphChanges {
            output += "  \(change.title):\n"
            for (noun, delta) in [("registration", change.registrations), ("request", change.requests), ("edge", change.edges)] {
                output += delta.added.map { "    + \(noun) \(VisibleText.escaped($0))\n" }.joined()
                output += delta.removed.map { "    - \(noun) \(VisibleText.escaped($0))\n" }.joined()
            }
        }
        return output
    }

    public static func json(_ comparison: RevisionComparison, base: String, head: String) -> String {
        JSONDocument.encode(DiffDocument(comparison, base: base, head: head))
    }

    /// A pull-request comment: counts, a short table per side, the graph change. With `linkPrefix`
    /// (e.g. `https://github.com/o/r/blob/SHA/`) each place is a link to its line.
    public static func markdown(_ comparison: RevisionComparison, base: String, head: String, linkPrefix: String? = nil) -> String {
        var output = "### dilint diff `\(base)..\(head)`\n\n"
        guard !comparison.isNoChange else {
            return output + "No change (\(TextReporter.plural(comparison.stillPresent.count, "finding")) on both sides).\n"
        }
        let errors = comparison.introduced.filter { $0.severity == .error }.count
        output += "**\(comparison.introduced.count) introduced** (\(TextReporter.plural(errors, "error"))), "
            + "**\(comparison.fixed.count) fixed**, \(comparison.stillPresent.count) still present.\n"
        // The fixed side's places are in the base: links go to the head only.
        for (title, findings, linked) in [("Introduced", comparison.introduced, true), ("Fixed", comparison.fixed, false)] where !findings.isEmpty {
            output += "\n#### \(title)\n\n| Severity | Finding | Rule | Where |\n|---|---|---|---|\n"
            for finding in findings {
                let place = "\(finding.location.file):\(finding.location.line)"
                let whereText = linked && linkPrefix != nil
                    ? "[\(MarkdownText.code(place))](\(LinkPrefix.url(prefix: linkPrefix!, path: finding.location.file, line: finding.location.line)))"
                    : MarkdownText.code(place)
                output += "| \(finding.severity.rawValue) | \(cell(finding.message)) | `\(finding.rule)` | \(whereText) |\n"
            }
        }
        if !comparison.graphChanges.isEmpty { output += "\n#### Graph\n" }
        for change in comparison.graphChanges {
            output += "\n**\(change.title)**\n\n"
            for (noun, delta) in [("registration", change.registrations), ("request", change.requests), ("edge", change.edges)] {
                output += delta.added.map { "- added \(noun) \(cell($0))\n" }.joined()
                output += delta.removed.map { "- removed \(noun) \(cell($0))\n" }.joined()
            }
        }
        return output + mermaid(comparison.graphChanges)
    }

    /// A picture of only the edges that changed and their ends: added solid, removed dotted.
    private static func mermaid(_ changes: [ContainerChange]) -> String {
        guard changes.contains(where: { !$0.edges.isEmpty }) else { return "" }
        var output = "\n```mermaid\ngraph LR\n"
        for (number, change) in changes.enumerated() where !change.edges.isEmpty {
            output += "  subgraph c\(number)[\"\(label(change.title))\"]\n"
            var ids: [String: String] = [:]
            func node(_ key: String) -> String {
                if let id = ids[key] { return id }
                let id = "c\(number)n\(ids.count)"
                ids[key] = id
                return "\(id)[\"\(label(key))\"]"
            }
            for ends in change.addedEdgeEnds { output += "    \(node(ends.from)) -->|added| \(node(ends.to))\n" }
            for ends in change.removedEdgeEnds { output += "    \(node(ends.from)) -.->|removed| \(node(ends.to))\n" }
            output += "  end\n"
        }
        return output + "```\n"
    }

    /// Mermaid labels are quoted: a quote inside is its entity.
    private static func label(_ text: String) -> String { EscapeTable.mermaidLabel.apply(text) }

    /// GitHub Actions annotations on the head's lines for the introduced findings (fixed ones are in the
    /// base, whose lines the pull request does not show), then one summary line.
    public static func github(_ comparison: RevisionComparison, base: String, head: String) -> String {
        var output = comparison.introduced.map(GitHubReporter.annotation).joined()
        output += "dilint diff \(base)..\(head): "
        output += comparison.isNoChange ? "no change\n"
            : "\(comparison.introduced.count) introduced, \(comparison.fixed.count) fixed, \(comparison.stillPresent.count) still present\n"
        return output
    }

    private static func cell(_ text: String) -> String { MarkdownText.cell(text) }
}
