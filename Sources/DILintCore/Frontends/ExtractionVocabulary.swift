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
    /// The targets the project's manifests declare: which module each file is compiled into.
    public var packageTargets = PackageTargets()

    public init(shank: ShankNames = .standard, providerModules: [String: Framework] = [:], readsInjectGrail: Bool = true) {
        self.shank = shank
        self.providerModules = providerModules
        self.readsInjectGrail = readsInjectGrail
    }

    /// The module of the file being read, when it provides a framework itself (a file of it re-exports
    /// one): every file of that module sees the framework without importing it. Set by `seen(from:)`.
    public private(set) var ownProvidingModule: String?

    /// This vocabulary as the file at `path` reads with it: within a module that provides a framework,
    /// the framework is visible.
    func seen(from path: String) -> ExtractionVocabulary {
        guard !providerModules.isEmpty, let module = ExportedImports.providingModule(of: path, among: providerModules, targets: packageTargets)
        else { return self }
        var seen = self
        seen.ownProvidingModule = module
        return seen
    }

    /// The written imports, plus the framework each provider module among them (and the file's own module,
    /// when it provides one) stands for.
    func imports(seenBy written: [String]) -> [String] {
        let modules = written + (ownProvidingModule.map { [$0] } ?? [])
        let provided = modules.compactMap { providerModules[$0]?.importNames.sorted().first }
        var seen = written
        for name in provided where !seen.contains(name) { seen.append(name) }
        return seen
    }

    public static let standard = ExtractionVocabulary()
}
