/// What a run learns from the whole project before extraction, and hands to it as one explicit input:
/// the Shank copies it carries (their names) and the modules that re-export a framework. Extraction is a
/// function of a file's bytes and this vocabulary, which is `.standard` for a project with neither.
struct ProjectVocabulary {
    let copies: ShankCopies
    /// Modules found re-exporting a framework (`@_exported import`), before the configuration's say.
    let exportingModules: [String: Framework]
    let vocabulary: ExtractionVocabulary

    init(sources: [ReadSource], vendored: [ReadSource], policy: LintPolicy) {
        copies = ShankCopies.find(sources: sources, vendored: vendored)
        exportingModules = ExportedImports.providers(in: sources)
        var vocabulary = copies.vocabulary
        vocabulary.shank = ShankNames(dialects: copies.dialects + (policy.shankNames.map { [$0] } ?? []))
        // The configuration has the last word on which module provides which framework.
        vocabulary.providerModules = exportingModules.merging(policy.providerModules) { $1 }
        vocabulary.readsInjectGrail = vocabulary.providerModules.values.contains(.injectgrail)
            || sources.contains { InjectGrailVocabulary.isMentioned(in: $0) }
        self.vocabulary = vocabulary
    }
}
