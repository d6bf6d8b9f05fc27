import Foundation
import SwiftSyntax

/// Sourcery annotations live in comments (`// sourcery: forceManual`), which swift-syntax keeps as the
/// leading trivia of the declaration they annotate.
enum SourceryAnnotations {
    /// Annotation names in `// sourcery: a, b = 1` and `/// sourcery: …` comments before a declaration.
    static func names(in trivia: Trivia) -> Set<String> {
        var names: Set<String> = []
        for piece in trivia {
            let text: String
            switch piece {
            case .lineComment(let comment): text = String(comment.dropFirst(2))
            case .docLineComment(let comment): text = String(comment.dropFirst(3))
            default: continue
            }
            let body = text.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("sourcery:") else { continue }
            for entry in body.dropFirst("sourcery:".count).split(separator: ",") {
                let key = entry.split(separator: "=", maxSplits: 1).first ?? ""
                let trimmed = key.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { names.insert(trimmed) }
            }
        }
        return names
    }
}
