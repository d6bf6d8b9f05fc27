import SwiftSyntax

/// InjectGrail (0.3.x): a Sourcery template plus macros, no runtime container. Files need not import
/// it to declare injectors (the protocols may live in the app's own module), so every file is read and
/// the linker decides whether the project uses InjectGrail at all.
enum InjectGrailFrontend: Frontend {
    static let framework = Framework.injectgrail

    static func applies(toFileImporting imports: Set<String>) -> Bool { true }

    /// Sourcery merges a type's declarations from any file, so in a project that uses InjectGrail every
    /// file is read; in one that names neither the module nor an injector, none is.
    static func applies(toFileImporting imports: Set<String>, vocabulary: ExtractionVocabulary) -> Bool {
        vocabulary.readsInjectGrail
    }

    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        let visitor = InjectGrailVisitor(lines: lines)
        visitor.walk(tree)
        var facts = FrameworkFacts()
        facts.injectGrail = visitor.facts
        return facts
    }

    /// Facts of a Sourcery-generated file: only InjectGrail's generated Impl structs, if any.
    static func extractGenerated(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        let visitor = GeneratedImplVisitor(lines: lines)
        visitor.walk(tree)
        var facts = FrameworkFacts()
        facts.injectGrail.generatedImpls = visitor.impls
        return facts
    }
}
