import Foundation
import SwiftSyntax

/// Reads `// dilint:` directives from comment trivia and turns them into the lines they cover.
///
///     // dilint:disable-next-line RULE[, RULE] -- reason
///     code() // dilint:disable-line RULE -- reason
///     // dilint:disable RULE -- reason   …   // dilint:enable RULE
///     // dilint:disable-file RULE -- reason
///
/// Without a rule list a directive applies to every rule.
final class SuppressionCollector: SyntaxVisitor {
    private let lines: LineTable
    private let lastLine: Int
    private(set) var suppressions: [SuppressionFact] = []
    private(set) var malformed: [MalformedDirectiveFact] = []
    /// Open `disable` regions by rule (nil key: every rule), in the order opened.
    private var openRegions: [(rule: String?, reason: String?, location: SourceLocation)] = []

    init(lines: LineTable, lastLine: Int) {
        self.lines = lines
        self.lastLine = max(lastLine, 1)
        super.init(viewMode: .sourceAccurate)
    }

    private static let marker = Array("dilint:".utf8)

    /// Whether the bytes contain `dilint:` anywhere; only then can a comment hold a directive.
    static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, marker)
    }

    static func collect(from tree: SourceFileSyntax, lines: LineTable) -> SuppressionCollector {
        let lastLine = lines.location(ofOffset: tree.endPosition.utf8Offset).line
        let collector = SuppressionCollector(lines: lines, lastLine: lastLine)
        collector.walk(tree)
        collector.closeOpenRegions()
        return collector
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        read(token.leadingTrivia, startingAt: token.position.utf8Offset)
        read(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia.utf8Offset)
        return .visitChildren
    }

    private func read(_ trivia: Trivia, startingAt start: Int) {
        var offset = start
        for piece in trivia {
            if case .lineComment(let text) = piece, let directive = Directive(comment: text) {
                apply(directive, at: lines.location(ofOffset: offset))
            }
            offset += piece.sourceLength.utf8Length
        }
    }

    private func apply(_ directive: Directive, at location: SourceLocation) {
        let rules: [String?] = directive.rules.isEmpty ? [nil] : directive.rules
        switch directive.word {
        case "disable-next-line":
            add(.nextLine, rules, directive.reason, location, lines: (location.line + 1)...(location.line + 1))
        case "disable-line":
            add(.line, rules, directive.reason, location, lines: location.line...location.line)
        case "disable-file":
            add(.file, rules, directive.reason, location, lines: 1...lastLine)
        case "disable":
            for rule in rules { openRegions.append((rule, directive.reason, location)) }
        case "enable":
            close(rules: directive.rules, at: location.line)
        default:
            malformed.append(MalformedDirectiveFact(text: "dilint:\(directive.word)", location: location))
        }
    }

    private func add(_ form: SuppressionFact.Form, _ rules: [String?], _ reason: String?, _ location: SourceLocation,
                     lines covered: ClosedRange<Int>) {
        for rule in rules {
            suppressions.append(SuppressionFact(form: form, rule: rule, reason: reason, location: location, lines: covered))
        }
    }

    /// `enable` with no rules closes every open region; with rules, the regions of those rules and
    /// nothing else.
    private func close(rules: [String], at line: Int) {
        var stillOpen: [(rule: String?, reason: String?, location: SourceLocation)] = []
        for region in openRegions {
            if rules.isEmpty || rules.contains(where: { $0 == region.rule }) {
                add(.region, [region.rule], region.reason, region.location, lines: region.location.line...max(line, region.location.line))
            } else {
                stillOpen.append(region)
            }
        }
        openRegions = stillOpen
    }

    /// A `disable` that is never enabled again lasts to the end of the file.
    private func closeOpenRegions() {
        for region in openRegions {
            add(.region, [region.rule], region.reason, region.location, lines: region.location.line...max(lastLine, region.location.line))
        }
        openRegions = []
    }
}

/// One `// dilint:WORD rules -- reason` comment, split into its parts.
struct Directive: Equatable {
    var word: String
    var rules: [String]
    var reason: String?

    init?(comment: String) {
        var body = Substring(comment)
        guard body.hasPrefix("//") else { return nil }
        body = body.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard body.hasPrefix("dilint:") else { return nil }
        body = body.dropFirst("dilint:".count)

        var reason: String?
        if let separator = body.range(of: "--") {
            let text = body[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            reason = text.isEmpty ? nil : text
            body = body[..<separator.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let word = words.first else { return nil }
        self.word = word
        self.rules = Array(words.dropFirst())
        self.reason = reason
    }
}
