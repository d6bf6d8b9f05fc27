import SwiftSyntax

/// One DI framework's reader. Frontends see one file at a time and emit framework-neutral facts;
/// they never look at other files (that is Link's job), so extraction stays parallel and cacheable.
protocol Frontend: Sendable {
    static var framework: Framework { get }
    /// Whether the file can use the framework at all, from its imports. Keeps look-alike APIs of
    /// other libraries (`@Inject`, `Module`, `Factory`) from being misread.
    static func applies(toFileImporting imports: Set<String>) -> Bool
    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts
    /// Whether the file's bytes can hold anything this frontend reads: a cheap check that saves a walk.
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>) -> Bool
    /// The same three, with the names the run learned from framework copies in the project.
    static func applies(toFileImporting imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool
    static func extract(from tree: SourceFileSyntax, lines: LineTable, vocabulary: ExtractionVocabulary) -> FrameworkFacts
    /// What a function or accessor body must spell for this frontend to find anything in it (`UnreadBodies`); nil
    /// when it may read any body, so every body of the files it reads is parsed.
    static var bodyMarkers: BodyMarkers? { get }
}

extension Frontend {
    /// A file uses the framework when it imports one of the framework's modules.
    static func applies(toFileImporting imports: Set<String>) -> Bool { !imports.isDisjoint(with: framework.importNames) }
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>) -> Bool { true }
    static var bodyMarkers: BodyMarkers? { nil }

    /// Frontends whose names a project can rename (copies of the framework's source) override these.
    static func applies(toFileImporting imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool {
        applies(toFileImporting: imports)
    }
    static func mayHaveFacts(in bytes: [UInt8], importing imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool {
        mayHaveFacts(in: bytes, importing: imports)
    }
    static func extract(from tree: SourceFileSyntax, lines: LineTable, vocabulary: ExtractionVocabulary) -> FrameworkFacts {
        extract(from: tree, lines: lines)
    }
}

enum Frontends {
    static let all: [any Frontend.Type] = FrameworkPlugins.all.map { $0.frontend }
}
