import Foundation
import SwiftSyntax

/// Sourcery annotations live in comments (`// sourcery: forceManual`), which swift-syntax keeps as the
/// leading trivia of the declaration they annotate.
enum SourceryAnnotations {
    /// Annotation names in `// sourcery: a, b = 1`, `/// sourcery: …`, `/* sourcery: … */` and
    /// `/** sourcery: … */` comments before a declaration.
    static func names(in trivia: Trivia) -> Set<String> {
        var names: Set<String> = []
        for piece in trivia {
            for line in commentLines(piece) {
                let body = line.drop { $0 == " " || $0 == "\t" }
                guard body.hasPrefix("sourcery:") else { continue }
                for entry in body.dropFirst("sourcery:".count).split(separator: ",") {
                    let key = entry.split(separator: "=", maxSplits: 1).first ?? ""
                    let trimmed = key.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { names.insert(trimmed) }
                }
            }
        }
        return names
    }

    /// The text of each comment line without its comment markers. Sourcery reads comments line by line,
    /// so a block comment counts on every line, with the `*` that continues a doc block dropped too.
    private static func commentLines(_ piece: TriviaPiece) -> [Substring] {
        switch piece {
        case .lineComment(let comment): return [comment.dropFirst(2)]
        case .docLineComment(let comment): return [comment.dropFirst(3)]
        case .blockComment(let comment), .docBlockComment(let comment):
            let inner = comment.dropFirst(2).dropLast(2)
            return inner.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                return text.first == "*" ? text.dropFirst() : text
            }
        default: return []
        }
    }
}
