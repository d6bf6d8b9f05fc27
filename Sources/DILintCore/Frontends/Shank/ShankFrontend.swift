import SwiftSyntax

/// Shank: `Dependencies { Module { X() as P } }.build()`, `@Inject` / `@Inject("name")`, and the
/// `func component() -> T` overloads of module types. Shank is often vendored instead of imported,
/// and renamed in the copy, so every file that does not use another framework's look-alike API yields
/// candidate facts in the run's vocabulary, and `ShankLinker` keeps them only when the project imports
/// Shank or holds a copy of it.
enum ShankFrontend: Frontend {
    static let framework = Framework.shank

    static func applies(toFileImporting imports: Set<String>) -> Bool {
        !imports.isDisjoint(with: ShankVocabulary.importNames) || imports.isDisjoint(with: ShankVocabulary.otherFrameworks)
    }

    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>) -> Bool {
        mayHaveFacts(in: bytes, importing: imports, vocabulary: .standard)
    }

    /// Without an import, only a file that names a container, a wrapper, `component()` or a build or
    /// register method can hold Shank code; most files of a Dirk or Zerk app name none of them.
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool {
        !imports.isDisjoint(with: ShankVocabulary.importNames)
            || vocabulary.shank.fileMarkers.contains { ByteSearch.contains(bytes, $0) }
    }

    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        extract(from: tree, lines: lines, vocabulary: .standard)
    }

    static func extract(from tree: SourceFileSyntax, lines: LineTable, vocabulary: ExtractionVocabulary) -> FrameworkFacts {
        let visitor = ShankVisitor(lines: lines, names: vocabulary.shank)
        visitor.walk(tree)
        var facts = visitor.result
        InitializerReads.markWrappersReadAtInit(&facts.requests, tree: tree, lines: lines)
        return facts
    }
}
