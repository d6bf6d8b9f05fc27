/// Phase one of `TwoPhaseExtraction`: which files can hold DI code, by a byte search that needs no parse.
/// A file qualifies when its bytes name a framework's module or a module that provides one (an import is
/// then possible), a Shank copy's container, wrapper or method names, an InjectGrail marker, or a
/// `dilint:` directive. Substring search, so `FooInjectable` counts as `Injectable`: a false hit costs a
/// parse, a miss would cost a finding.
struct DIFileMarkers {
    /// InjectGrail needs no import to be read: its protocols are recognised by these names.
    static let injectGrail = ["Injector", "Injectable", "Injects", "RootInjector", "Needs"]
    private let needles: [[UInt8]]

    init(vocabulary: ExtractionVocabulary) {
        var words = Set(Framework.allCases.flatMap(\.importNames))
        words.formUnion(vocabulary.providerModules.keys)
        words.formUnion(Self.injectGrail)
        words.insert("dilint:")
        needles = words.sorted().map { Array($0.utf8) } + vocabulary.shank.fileMarkers
    }

    /// Whether phase one parses the file. Files extraction turns away without a parse (unreadable, not
    /// UTF-8, over the limits) and generated files (their own small extraction) are taken here too, so
    /// their warnings and facts are the same as with every file parsed.
    func mustParse(_ source: ReadSource) -> Bool {
        guard case .success(let bytes) = source.bytes else { return true }
        if needles.contains(where: { ByteSearch.contains(bytes, $0) }) || GeneratedCode.isGenerated(bytes) { return true }
        return String(validating: bytes, as: UTF8.self) == nil || SourceLimits.firstExcess(in: bytes) != nil
    }
}
