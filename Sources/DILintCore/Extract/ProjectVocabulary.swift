/// What a run learns from the whole project before extraction, and hands to it as one explicit input:
/// the Shank copies it carries (their names), the targets its manifests declare and the modules that re-export a framework. Extraction is a
/// function of a file's bytes and this vocabulary, which is `.standard` for a project with neither.
struct ProjectVocabulary {
    let copies: ShankCopies
    /// Modules found re-exporting a framework (`@_exported import`), before the configuration's say.
    let exportingModules: [String: Framework]
    let vocabulary: ExtractionVocabulary
    /// Files whose parse here went past the budget: extraction skips them without parsing them again.
    let overBudget: [String: FileBudget.Excess]
    /// Places no finding may rest on: vendored files that use a framework (`VendoredDICode`), and the
    /// program that links a library (`ProgramElsewhere`).
    let unreadPlaces: [UnreadFile]

    /// `threads`: how many search the files' bytes; the few files a search picks are then read in order,
    /// each parse held to `budget`.
    init(sources: [ReadSource], vendored: [ReadSource], policy: LintPolicy, threads: Int = 1, budget: FileBudget = .standard) {
        let parser = BudgetedParser(budget: budget)
        let marks = LargeStackWorkers.map(sources.count, threads: threads) { Marks(sources[$0]) }
        // A copy's other parts (its module, its wrapper) may be in files that declare no builder.
        copies = ShankCopies.find(sources: sources, vendored: vendored,
                                  builderFiles: zip(sources, marks).filter(\.1.declaresResultBuilder).map(\.0), parser: parser)
        let targets = PackageTargets(sources: zip(sources, marks).filter(\.1.isManifest).map(\.0), parser: parser)
        exportingModules = ExportedImports.providers(in: zip(sources, marks).filter(\.1.reexports).map(\.0), targets: targets,
                                                     parser: parser)
        unreadPlaces = VendoredDICode.unreadFiles(in: vendored, parser: parser)
            + (ProgramElsewhere.unreadPlace(sources: sources, targets: targets).map { [$0] } ?? [])
        overBudget = parser.overBudget
        var vocabulary = copies.vocabulary
        vocabulary.packageTargets = targets
        vocabulary.shank = ShankNames(dialects: copies.dialects + (policy.shankNames.map { [$0] } ?? []))
        // The configuration has the last word on which module provides which framework.
        vocabulary.providerModules = exportingModules.merging(policy.providerModules) { $1 }
        vocabulary.readsInjectGrail = vocabulary.providerModules.values.contains(.injectgrail)
            || marks.contains(where: \.namesInjectGrail)
        self.vocabulary = vocabulary
    }

    /// What one file's bytes spell of the four things the vocabulary is learnt from. Each reader checks
    /// its files again: the marks only spare it the files that cannot hold what it reads.
    private struct Marks: Sendable {
        let declaresResultBuilder: Bool
        let reexports: Bool
        let namesInjectGrail: Bool
        let isManifest: Bool

        init(_ source: ReadSource) {
            guard case .success(let bytes) = source.bytes else {
                (declaresResultBuilder, reexports, namesInjectGrail, isManifest) = (false, false, false, false)
                return
            }
            isManifest = source.file.displayPath.hasSuffix(PackageTargets.manifestName) && ByteSearch.contains(bytes, PackageTargets.marker)
            declaresResultBuilder = ShankCopies.builderAttributes.contains { ByteSearch.contains(bytes, $0) }
            reexports = ByteSearch.contains(bytes, ExportedImports.marker)
            namesInjectGrail = InjectGrailVocabulary.isMentioned(in: source)
        }
    }
}
