/// Names a run learns before extraction and reads every file with: the renamed parts of framework
/// copies found in the project. Extraction stays a pure function of (bytes, vocabulary).
public struct ExtractionVocabulary: Hashable, Sendable {
    public var shank: ShankNames
    /// Modules that provide a framework (re-export it with `@_exported import`, or ship a copy): a file
    /// importing one sees the framework as if it imported it.
    public var providerModules: [String: Framework]
    /// Whether any file can take part in InjectGrail (it imports it or names an injector): its reader
    /// keeps every type declaration of every file, which only such a project's linker looks at.
    public var readsInjectGrail: Bool

    public init(shank: ShankNames = .standard, providerModules: [String: Framework] = [:], readsInjectGrail: Bool = true) {
        self.shank = shank
        self.providerModules = providerModules
        self.readsInjectGrail = readsInjectGrail
    }

    /// The written imports, plus the framework each provider module among them stands for.
    func imports(seenBy written: [String]) -> [String] {
        let provided = written.compactMap { providerModules[$0]?.importNames.sorted().first }
        return written + provided.filter { !written.contains($0) }
    }

    public static let standard = ExtractionVocabulary()
}
