import SwiftSyntax

/// Shank: `Dependencies { Module { X() as P } }.build()`, `@Inject` / `@Inject("name")`, and the
/// `func component() -> T` overloads of module types. Shank is often vendored instead of imported,
/// so every file that does not use another framework's look-alike API yields candidate facts, and
/// `ShankLinker` keeps them only when the project imports Shank or defines its container.
enum ShankFrontend: Frontend {
    static let framework = Framework.shank

    static func applies(toFileImporting imports: Set<String>) -> Bool {
        imports.contains(ShankVocabulary.importName) || imports.isDisjoint(with: ShankVocabulary.otherFrameworks)
    }

    /// Without an import, only a file that names Shank's container, its wrapper, `component()` or
    /// `build()` can hold Shank code; most files of a Dirk or Zerk app name none of them.
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>) -> Bool {
        imports.contains(ShankVocabulary.importName)
            || ShankVocabulary.fileMarkers.contains { ByteSearch.contains(bytes, $0) }
    }

    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        let visitor = ShankVisitor(lines: lines)
        visitor.walk(tree)
        var facts = visitor.result
        InitializerReads.markWrappersReadAtInit(&facts.requests, tree: tree, lines: lines)
        return facts
    }
}
