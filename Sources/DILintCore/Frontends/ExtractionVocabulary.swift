/// Names a run learns before extraction and reads every file with: the renamed parts of framework
/// copies found in the project. Extraction stays a pure function of (bytes, vocabulary).
public struct ExtractionVocabulary: Hashable, Sendable {
    public var shank: ShankNames
    /// Modules that provide a framework (re-export it with `@_exported import`, or ship a copy): a file
    /// importing one sees the framework as if it imported it.
    public var providerModules: [String: Framework]

    public init(shank: ShankNames = .standard, providerModules: [String: Framework] = [:]) {
        self.shank = shank
        self.providerModules = providerModules
    }

    /// The written imports, plus the framework each provider module among them stands for.
    func imports(seenBy written: [String]) -> [String] {
        let provided = written.compactMap { providerModules[$0]?.importNames.sorted().first }
        return written + provided.filter { !written.contains($0) }
    }

    public static let standard = ExtractionVocabulary()
}
